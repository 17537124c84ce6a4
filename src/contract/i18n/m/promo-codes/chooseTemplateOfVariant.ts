import { message, type Message } from '../../locale'

export const chooseTemplateOfVariant: Message = /* @__PURE__ */ message('promo-codes', 'chooseTemplateOfVariant', `Please choose the product template of this variant`)
