import { message, type Message } from '../../locale'

export const navCampaigns: Message = /* @__PURE__ */ message('shell', 'navCampaigns', `Campaigns`)
