import { message, type Message } from '../../locale'

export const typeAd: Message = /* @__PURE__ */ message('history', 'typeAd', `Ad`)
