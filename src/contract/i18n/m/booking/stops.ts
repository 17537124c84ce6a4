import { message, type Message } from '../../locale'

export const stops: Message = /* @__PURE__ */ message('booking', 'stops', `Stops`)
