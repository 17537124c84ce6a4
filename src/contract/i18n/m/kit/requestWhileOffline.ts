import { message, type Message } from '../../locale'

export const requestWhileOffline: Message = /* @__PURE__ */ message('kit', 'requestWhileOffline', `No internet connection. Please reconnect.`)
