import { message, type Message } from '../../locale'

export const adSectionText: Message = /* @__PURE__ */ message('ads', 'adSectionText', `Where it shows and in which campaign.`)
