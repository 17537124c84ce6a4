import { message, type Message } from '../../locale'

export const chooseBrand: Message = /* @__PURE__ */ message('promo-codes', 'chooseBrand', `Please choose a brand`)
