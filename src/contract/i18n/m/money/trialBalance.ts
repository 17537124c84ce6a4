import { message, type Message } from '../../locale'

export const trialBalance: Message = /* @__PURE__ */ message('money', 'trialBalance', `Trial balance`)
