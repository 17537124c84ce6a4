import { message, type Message } from '../../locale'

export const chooseEnd: Message = /* @__PURE__ */ message('promo-codes', 'chooseEnd', `Please choose an end date`)
