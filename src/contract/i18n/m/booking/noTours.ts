import { message, type Message } from '../../locale'

export const noTours: Message = /* @__PURE__ */ message('booking', 'noTours', `No tours`)
