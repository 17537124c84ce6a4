import { message, type Message } from '../../locale'

export const tileMonthCredits: Message = /* @__PURE__ */ message('money', 'tileMonthCredits', `Credits this month`)
