import { message, type Message } from '../../locale'

export const driverAndVehicle: Message = /* @__PURE__ */ message('booking', 'driverAndVehicle', `Driver and vehicle`)
