import { message, type Message } from '../../locale'

export const campaignNamePlaceholder: Message = /* @__PURE__ */ message('ads', 'campaignNamePlaceholder', `e.g. Diwali sale, Mumbai`)
