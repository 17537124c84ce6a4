import { message, type Message } from '../../locale'

export const typeLedgerEntry: Message = /* @__PURE__ */ message('history', 'typeLedgerEntry', `Ledger entry`)
