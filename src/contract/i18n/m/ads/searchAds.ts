import { message, type Message } from '../../locale'

export const searchAds: Message = /* @__PURE__ */ message('ads', 'searchAds', `Search ads and campaigns`)
