import { message, type Message } from '../../locale'

export const carType: Message = /* @__PURE__ */ message('booking', 'carType', `Car type`)
