import { message, type Message } from '../../locale'

export const remove: Message = /* @__PURE__ */ message('kit', 'remove', `Remove`)
