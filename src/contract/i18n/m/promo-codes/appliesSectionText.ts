import { message, type Message } from '../../locale'

export const appliesSectionText: Message = /* @__PURE__ */ message('promo-codes', 'appliesSectionText', `A brand, or narrow the code to one of its products or variants.`)
