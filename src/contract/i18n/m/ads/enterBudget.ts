import { message, type Message } from '../../locale'

export const enterBudget: Message = /* @__PURE__ */ message('ads', 'enterBudget', `Please enter the budget`)
