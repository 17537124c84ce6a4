import { message, type Message } from '../../locale'

export const topUpLink: Message = /* @__PURE__ */ message('booking', 'topUpLink', `Top up the wallet in Financials › Wallet`)
