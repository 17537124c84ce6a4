import { message, type Message } from '../../locale'

export const previous: Message = /* @__PURE__ */ message('kit', 'previous', `Previous`)
