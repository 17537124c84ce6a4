import { message, type Message } from '../../locale'

export const noAds: Message = /* @__PURE__ */ message('ads', 'noAds', `No ads yet`)
