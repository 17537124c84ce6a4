import { message, type Message } from '../../locale'

export const askTopUp: Message = /* @__PURE__ */ message('booking', 'askTopUp', `Ask your organisation's owner or finance team to top it up in Financials › Wallet.`)
