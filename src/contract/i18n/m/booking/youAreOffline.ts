import { message, type Message } from '../../locale'

export const youAreOffline: Message = /* @__PURE__ */ message('booking', 'youAreOffline', `You are offline`)
