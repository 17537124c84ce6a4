import { message, type Message } from '../../locale'

export const trialBalanceAccounts: Message = /* @__PURE__ */ message('money', 'trialBalanceAccounts', `Trial balance accounts`)
