import { message, type Message } from '../../locale'

export const vehicleNumberSuchAs: Message = /* @__PURE__ */ message('booking', 'vehicleNumberSuchAs', `Please enter a vehicle number such as TS 09 AB 1234`)
