import { message, type Message } from '../../locale'

export const newCampaignText: Message = /* @__PURE__ */ message('ads', 'newCampaignText', `A budget and the days it runs; add its ads next.`)
