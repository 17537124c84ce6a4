import { message, type Message } from '../../locale'

export const chooseStart: Message = /* @__PURE__ */ message('promo-codes', 'chooseStart', `Please choose a start date`)
