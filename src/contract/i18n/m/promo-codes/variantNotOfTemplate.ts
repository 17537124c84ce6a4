import { message, type Message } from '../../locale'

export const variantNotOfTemplate: Message = /* @__PURE__ */ message('promo-codes', 'variantNotOfTemplate', `This variant is not one of the chosen product template`)
