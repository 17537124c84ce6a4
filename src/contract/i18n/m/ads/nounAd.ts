import { message, type Message } from '../../locale'

export const nounAd: Message = /* @__PURE__ */ message('ads', 'nounAd', `ad`)
