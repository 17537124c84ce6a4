import { message, type Message } from '../../locale'

export const liveCampaigns: Message = /* @__PURE__ */ message('dashboard', 'liveCampaigns', `Live campaigns`)
