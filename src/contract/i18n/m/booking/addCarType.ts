import { message, type Message } from '../../locale'

export const addCarType: Message = /* @__PURE__ */ message('booking', 'addCarType', `Add car type`)
