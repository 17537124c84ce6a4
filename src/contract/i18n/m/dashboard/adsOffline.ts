import { message, type Message } from '../../locale'

export const adsOffline: Message = /* @__PURE__ */ message('dashboard', 'adsOffline', `Ads figures show here when you are online.`)
