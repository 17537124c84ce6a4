import { message, type Message } from '../../locale'

export const typeOffer: Message = /* @__PURE__ */ message('feeds', 'typeOffer', `Offer`)
