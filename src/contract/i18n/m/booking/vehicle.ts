import { message, type Message } from '../../locale'

export const vehicle: Message = /* @__PURE__ */ message('booking', 'vehicle', `Vehicle`)
