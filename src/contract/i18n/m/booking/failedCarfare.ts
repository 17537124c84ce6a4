import { message, type Message } from '../../locale'

export const failedCarfare: Message = /* @__PURE__ */ message('booking', 'failedCarfare', `Failed to fetch carfare`)
