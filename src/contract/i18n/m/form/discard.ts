import { message, type Message } from '../../locale'

export const discard: Message = /* @__PURE__ */ message('form', 'discard', `Discard`)
