import { message, type Message } from '../../locale'

export const templateNotOfBrand: Message = /* @__PURE__ */ message('promo-codes', 'templateNotOfBrand', `This product template is not one of the chosen brand`)
