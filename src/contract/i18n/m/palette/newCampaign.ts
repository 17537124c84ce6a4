import { message, type Message } from '../../locale'

export const newCampaign: Message = /* @__PURE__ */ message('palette', 'newCampaign', `New campaign`)
