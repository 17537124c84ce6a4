import { message, type Message } from '../../locale'

export const pickupPassed: Message = /* @__PURE__ */ message('booking', 'pickupPassed', `The pickup time has passed: choose now or a later time`)
