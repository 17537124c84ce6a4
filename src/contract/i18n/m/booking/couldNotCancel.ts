import { message, type Message } from '../../locale'

export const couldNotCancel: Message = /* @__PURE__ */ message('booking', 'couldNotCancel', `Could not cancel the booking`)
