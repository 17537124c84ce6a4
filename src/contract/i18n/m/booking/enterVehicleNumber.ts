import { message, type Message } from '../../locale'

export const enterVehicleNumber: Message = /* @__PURE__ */ message('booking', 'enterVehicleNumber', `Please enter the vehicle number`)
