import { message, type Message } from '../../locale'

export const adsUnavailable: Message = /* @__PURE__ */ message('dashboard', 'adsUnavailable', `Ads are unavailable right now.`)
