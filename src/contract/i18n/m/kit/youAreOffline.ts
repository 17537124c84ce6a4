import { message, type Message } from '../../locale'

export const youAreOffline: Message = /* @__PURE__ */ message('kit', 'youAreOffline', `You are offline`)
