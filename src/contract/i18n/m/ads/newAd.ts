import { message, type Message } from '../../locale'

export const newAd: Message = /* @__PURE__ */ message('ads', 'newAd', `New ad`)
