import { message, type Message } from '../../locale'

export const fetchLedgerFailed: Message = /* @__PURE__ */ message('money', 'fetchLedgerFailed', `Failed to fetch ledger`)
