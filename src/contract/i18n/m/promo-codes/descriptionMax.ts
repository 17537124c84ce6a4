import { message, type Message } from '../../locale'

export const descriptionMax: Message = /* @__PURE__ */ message('promo-codes', 'descriptionMax', `Description must be at most 200 characters`)
