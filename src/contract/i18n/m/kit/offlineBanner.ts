import { message, type Message } from '../../locale'

export const offlineBanner: Message = /* @__PURE__ */ message('kit', 'offlineBanner', `You are offline. Some features may not work.`)
