import { message, type Message } from '../../locale'

export const labelDescription: Message = /* @__PURE__ */ message('promo-codes', 'labelDescription', `Description`)
