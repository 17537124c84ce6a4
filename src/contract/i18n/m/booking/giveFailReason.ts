import { message, type Message } from '../../locale'

export const giveFailReason: Message = /* @__PURE__ */ message('booking', 'giveFailReason', `Please give the reason the stop failed`)
