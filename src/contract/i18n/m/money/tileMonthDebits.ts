import { message, type Message } from '../../locale'

export const tileMonthDebits: Message = /* @__PURE__ */ message('money', 'tileMonthDebits', `Debits this month`)
