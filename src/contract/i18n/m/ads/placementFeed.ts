import { message, type Message } from '../../locale'

export const placementFeed: Message = /* @__PURE__ */ message('ads', 'placementFeed', `Feed`)
