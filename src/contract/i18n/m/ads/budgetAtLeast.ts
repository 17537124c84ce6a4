import { message, type Message } from '../../locale'

export const budgetAtLeast: Message = /* @__PURE__ */ message('ads', 'budgetAtLeast', `The budget must be at least INR 1`)
