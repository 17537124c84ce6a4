import { message, type Message } from '../../locale'

export const campaignsLoaded: Message = /* @__PURE__ */ message('ads', 'campaignsLoaded', `Campaigns loaded`)
