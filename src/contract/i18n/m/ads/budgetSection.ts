import { message, type Message } from '../../locale'

export const budgetSection: Message = /* @__PURE__ */ message('ads', 'budgetSection', `Budget and dates`)
