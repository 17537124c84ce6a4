import { message, type Message } from '../../locale'

export const chooseBrandFirst: Message = /* @__PURE__ */ message('promo-codes', 'chooseBrandFirst', `Choose a brand first`)
