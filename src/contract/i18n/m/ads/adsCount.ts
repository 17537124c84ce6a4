import { message, type Message } from '../../locale'

export const adsCount: Message = /* @__PURE__ */ message('ads', 'adsCount', `Ads`)
