import { message, type Message } from '../../locale'

export const noCampaigns: Message = /* @__PURE__ */ message('ads', 'noCampaigns', `No campaigns yet`)
