import { message, type Message } from '../../locale'

export const campaign: Message = /* @__PURE__ */ message('ads', 'campaign', `Campaign`)
