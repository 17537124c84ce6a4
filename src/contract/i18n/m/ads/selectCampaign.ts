import { message, type Message } from '../../locale'

export const selectCampaign: Message = /* @__PURE__ */ message('ads', 'selectCampaign', `Select a campaign`)
