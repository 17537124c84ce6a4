import { message, type Message } from '../../locale'

export const historyOffline: Message = /* @__PURE__ */ message('form', 'historyOffline', `You are offline. The history of this record was not saved on this device; it loads once you are back online.`)
