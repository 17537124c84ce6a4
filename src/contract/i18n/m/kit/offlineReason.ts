import { message, type Message } from '../../locale'

export const offlineReason: Message = /* @__PURE__ */ message('kit', 'offlineReason', `You are offline. Please check your internet connection.`)
