import { message, type Message } from '../../locale'

export const chooseTemplate: Message = /* @__PURE__ */ message('promo-codes', 'chooseTemplate', `Please choose a product template`)
