import { message, type Message } from '../../locale'

export const adsNotEdited: Message = /* @__PURE__ */ message('ads', 'adsNotEdited', `Ads are not edited here`)
