import { message, type Message } from '../../locale'

export const createAd: Message = /* @__PURE__ */ message('ads', 'createAd', `Create ad`)
