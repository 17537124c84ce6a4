import { message, type Message } from '../../locale'

export const chooseCampaign: Message = /* @__PURE__ */ message('ads', 'chooseCampaign', `Please choose a campaign`)
