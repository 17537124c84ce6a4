import { message, type Message } from '../../locale'

export const searchCampaigns: Message = /* @__PURE__ */ message('ads', 'searchCampaigns', `Search campaigns`)
