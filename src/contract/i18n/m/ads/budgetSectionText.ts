import { message, type Message } from '../../locale'

export const budgetSectionText: Message = /* @__PURE__ */ message('ads', 'budgetSectionText', `The most the campaign may spend, in rupees, and the days it runs.`)
