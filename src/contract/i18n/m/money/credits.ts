import { message, type Message } from '../../locale'

export const credits: Message = /* @__PURE__ */ message('money', 'credits', `Credits`)
