import { message, type Message } from '../../locale'

export const adsTitle: Message = /* @__PURE__ */ message('ads', 'adsTitle', `Ads`)
