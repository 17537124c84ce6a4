import { message, type Message } from '../../locale'

export const backToAds: Message = /* @__PURE__ */ message('ads', 'backToAds', `Back to ads`)
