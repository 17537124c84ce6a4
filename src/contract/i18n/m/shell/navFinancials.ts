import { message, type Message } from '../../locale'

export const navFinancials: Message = /* @__PURE__ */ message('shell', 'navFinancials', `Financials`)
