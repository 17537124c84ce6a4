import { message, type Message } from '../../locale'

export const adsFiguresLoaded: Message = /* @__PURE__ */ message('ads', 'adsFiguresLoaded', `Ads figures loaded`)
