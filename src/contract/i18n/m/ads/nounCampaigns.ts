import { message, type Message } from '../../locale'

export const nounCampaigns: Message = /* @__PURE__ */ message('ads', 'nounCampaigns', `campaigns`)
