import { message, type Message } from '../../locale'

export const atLeastOneSeat: Message = /* @__PURE__ */ message('booking', 'atLeastOneSeat', `At least 1 seat`)
