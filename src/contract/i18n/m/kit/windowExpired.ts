import { message, type Message } from '../../locale'

export const windowExpired: Message = /* @__PURE__ */ message('kit', 'windowExpired', `Expired`)
