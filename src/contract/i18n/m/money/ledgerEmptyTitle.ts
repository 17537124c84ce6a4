import { message, type Message } from '../../locale'

export const ledgerEmptyTitle: Message = /* @__PURE__ */ message('money', 'ledgerEmptyTitle', `No ledger lines yet`)
