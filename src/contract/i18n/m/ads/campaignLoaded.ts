import { message, type Message } from '../../locale'

export const campaignLoaded: Message = /* @__PURE__ */ message('ads', 'campaignLoaded', `Campaign loaded`)
