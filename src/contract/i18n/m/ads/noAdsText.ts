import { message, type Message } from '../../locale'

export const noAdsText: Message = /* @__PURE__ */ message('ads', 'noAdsText', `Create an ad in one of your campaigns.`)
