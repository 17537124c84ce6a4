import { message, type Message } from '../../locale'

export const offlineNothing: Message = /* @__PURE__ */ message('money', 'offlineNothing', `Nothing is recorded until you are back online.`)
