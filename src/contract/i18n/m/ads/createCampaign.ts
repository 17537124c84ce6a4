import { message, type Message } from '../../locale'

export const createCampaign: Message = /* @__PURE__ */ message('ads', 'createCampaign', `Create campaign`)
