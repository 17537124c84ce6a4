import { message, type Message } from '../../locale'

export const placementBanner: Message = /* @__PURE__ */ message('ads', 'placementBanner', `Banner`)
