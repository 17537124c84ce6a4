import { message, type Message } from '../../locale'

export const adNamePlaceholder: Message = /* @__PURE__ */ message('ads', 'adNamePlaceholder', `Festive reel`)
