import { message, type Message } from '../../locale'

export const noCampaignsText: Message = /* @__PURE__ */ message('ads', 'noCampaignsText', `Create a campaign with a budget and dates, then add its ads.`)
