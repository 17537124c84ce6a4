import { message, type Message } from '../../locale'

export const labelUsed: Message = /* @__PURE__ */ message('promo-codes', 'labelUsed', `Used`)
