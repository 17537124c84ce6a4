import { message, type Message } from '../../locale'

export const logoTooLarge: Message = /* @__PURE__ */ message('server', 'logoTooLarge', `The logo is too large: at most 2 MB.`)
