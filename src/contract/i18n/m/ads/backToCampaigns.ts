import { message, type Message } from '../../locale'

export const backToCampaigns: Message = /* @__PURE__ */ message('ads', 'backToCampaigns', `Back to campaigns`)
