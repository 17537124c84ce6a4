import { message, type Message } from '../../locale'

export const logisticsText: Message = /* @__PURE__ */ message('booking', 'logisticsText', `Delivery tours with their stops in order: assign a driver and a vehicle, mark stops done or failed.`)
