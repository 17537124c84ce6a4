import { message, type Message } from '../../locale'

export const campaignNotFound: Message = /* @__PURE__ */ message('ads', 'campaignNotFound', `Campaign not found.`)
