import { message, type Message } from '../../locale'

export const impressions: Message = /* @__PURE__ */ message('ads', 'impressions', `Impressions`)
