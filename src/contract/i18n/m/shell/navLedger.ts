import { message, type Message } from '../../locale'

export const navLedger: Message = /* @__PURE__ */ message('shell', 'navLedger', `Ledger`)
