import { message, type Message } from '../../locale'

export const dropDiffers: Message = /* @__PURE__ */ message('booking', 'dropDiffers', `The drop must differ from the pickup`)
