import { message, type Message } from '../../locale'

export const campaignSection: Message = /* @__PURE__ */ message('ads', 'campaignSection', `Campaign`)
