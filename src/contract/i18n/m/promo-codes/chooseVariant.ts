import { message, type Message } from '../../locale'

export const chooseVariant: Message = /* @__PURE__ */ message('promo-codes', 'chooseVariant', `Please choose a product variant`)
