import { message, type Message } from '../../locale'

export const failedAds: Message = /* @__PURE__ */ message('ads', 'failedAds', `Failed to fetch ads`)
