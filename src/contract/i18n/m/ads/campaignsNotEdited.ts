import { message, type Message } from '../../locale'

export const campaignsNotEdited: Message = /* @__PURE__ */ message('ads', 'campaignsNotEdited', `Campaigns are not edited here`)
