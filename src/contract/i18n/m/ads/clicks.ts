import { message, type Message } from '../../locale'

export const clicks: Message = /* @__PURE__ */ message('ads', 'clicks', `Clicks`)
