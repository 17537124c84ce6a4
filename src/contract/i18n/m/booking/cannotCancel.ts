import { message, type Message } from '../../locale'

export const cannotCancel: Message = /* @__PURE__ */ message('booking', 'cannotCancel', `This booking can no longer be cancelled.`)
