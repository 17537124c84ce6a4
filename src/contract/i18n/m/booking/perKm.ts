import { message, type Message } from '../../locale'

export const perKm: Message = /* @__PURE__ */ message('booking', 'perKm', `Per km`)
