import { message, type Message } from '../../locale'

export const chooseTemplateFirst: Message = /* @__PURE__ */ message('promo-codes', 'chooseTemplateFirst', `Choose a product template first`)
