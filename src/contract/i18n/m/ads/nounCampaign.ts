import { message, type Message } from '../../locale'

export const nounCampaign: Message = /* @__PURE__ */ message('ads', 'nounCampaign', `campaign`)
