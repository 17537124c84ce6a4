import { message, type Message } from '../../locale'

export const typeCampaign: Message = /* @__PURE__ */ message('palette', 'typeCampaign', `Campaign`)
