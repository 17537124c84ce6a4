import { message, type Message } from '../../locale'

export const stepPromoText: Message = /* @__PURE__ */ message('kit', 'stepPromoText', `A discount customers type at checkout.`)
