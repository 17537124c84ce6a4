import { message, type Message } from '../../locale'

export const perMinute: Message = /* @__PURE__ */ message('booking', 'perMinute', `Per minute`)
