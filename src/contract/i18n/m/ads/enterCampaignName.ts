import { message, type Message } from '../../locale'

export const enterCampaignName: Message = /* @__PURE__ */ message('ads', 'enterCampaignName', `Please enter a campaign name`)
