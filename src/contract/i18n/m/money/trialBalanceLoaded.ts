import { message, type Message } from '../../locale'

export const trialBalanceLoaded: Message = /* @__PURE__ */ message('money', 'trialBalanceLoaded', `Trial balance loaded`)
