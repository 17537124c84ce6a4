import { message, type Message } from '../../locale'

export const labelActive: Message = /* @__PURE__ */ message('promo-codes', 'labelActive', `Active`)
