import { message, type Message } from '../../locale'

export const failedCampaigns: Message = /* @__PURE__ */ message('ads', 'failedCampaigns', `Failed to fetch campaigns`)
