import { message, type Message } from '../../locale'

export const chooseActive: Message = /* @__PURE__ */ message('promo-codes', 'chooseActive', `Please choose active or inactive`)
