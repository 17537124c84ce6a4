import { message, type Message } from '../../locale'

export const campaignCreated: Message = /* @__PURE__ */ message('ads', 'campaignCreated', `Campaign created`)
