import { message, type Message } from '../../locale'

export const itsAds: Message = /* @__PURE__ */ message('ads', 'itsAds', `Its ads`)
