import { message, type Message } from '../../locale'

export const vehicleNumber: Message = /* @__PURE__ */ message('booking', 'vehicleNumber', `Vehicle number`)
