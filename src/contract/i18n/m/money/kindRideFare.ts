import { message, type Message } from '../../locale'

export const kindRideFare: Message = /* @__PURE__ */ message('money', 'kindRideFare', `Ride fare`)
