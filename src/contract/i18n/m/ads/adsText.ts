import { message, type Message } from '../../locale'

export const adsText: Message = /* @__PURE__ */ message('ads', 'adsText', `Every ad with its impressions, clicks, click-through rate and spend.`)
