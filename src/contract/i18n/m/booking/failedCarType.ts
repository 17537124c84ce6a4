import { message, type Message } from '../../locale'

export const failedCarType: Message = /* @__PURE__ */ message('booking', 'failedCarType', `Failed to fetch the car type`)
