import { message, type Message } from '../../locale'

export const vehiclePlaceholder: Message = /* @__PURE__ */ message('booking', 'vehiclePlaceholder', `e.g. TS 09 AB 1234`)
