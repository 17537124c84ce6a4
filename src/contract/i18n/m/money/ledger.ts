import { message, type Message } from '../../locale'

export const ledger: Message = /* @__PURE__ */ message('money', 'ledger', `Ledger`)
