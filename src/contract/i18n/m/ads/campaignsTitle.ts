import { message, type Message } from '../../locale'

export const campaignsTitle: Message = /* @__PURE__ */ message('ads', 'campaignsTitle', `Campaigns`)
