import { message, type Message } from '../../locale'

export const newAdText: Message = /* @__PURE__ */ message('ads', 'newAdText', `An ad in one of your campaigns.`)
