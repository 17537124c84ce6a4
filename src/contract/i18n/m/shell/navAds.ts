import { message, type Message } from '../../locale'

export const navAds: Message = /* @__PURE__ */ message('shell', 'navAds', `Ads`)
