import { message, type Message } from '../../locale'

export const ledgerLoaded: Message = /* @__PURE__ */ message('server', 'ledgerLoaded', `Ledger loaded`)
