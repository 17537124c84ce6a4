import { message, type Message } from '../../locale'

export const failed: Message = /* @__PURE__ */ message('booking', 'failed', `Failed`)
