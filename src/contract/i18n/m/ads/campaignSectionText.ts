import { message, type Message } from '../../locale'

export const campaignSectionText: Message = /* @__PURE__ */ message('ads', 'campaignSectionText', `What it is for and whether it runs now.`)
