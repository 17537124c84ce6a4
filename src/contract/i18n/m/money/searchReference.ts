import { message, type Message } from '../../locale'

export const searchReference: Message = /* @__PURE__ */ message('money', 'searchReference', `Search by reference`)
