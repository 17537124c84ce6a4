import { message, type Message } from '../../locale'

export const budgetPlaceholder: Message = /* @__PURE__ */ message('ads', 'budgetPlaceholder', `e.g. 50000`)
