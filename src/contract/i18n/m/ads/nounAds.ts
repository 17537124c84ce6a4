import { message, type Message } from '../../locale'

export const nounAds: Message = /* @__PURE__ */ message('ads', 'nounAds', `ads`)
