import { message, type Message } from '../../locale'

export const driverAndVehicleText: Message = /* @__PURE__ */ message('booking', 'driverAndVehicleText', `Who drives this tour, and in which vehicle.`)
