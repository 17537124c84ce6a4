import { message, type Message } from '../../locale'

export const campaignsText: Message = /* @__PURE__ */ message('ads', 'campaignsText', `What each campaign may spend, has spent, and when it runs.`)
