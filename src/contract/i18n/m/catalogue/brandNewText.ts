import { message, type Message } from '../../locale'

export const brandNewText: Message = /* @__PURE__ */ message('catalogue', 'brandNewText', `Add a brand first: product templates, variants and promo codes all belong to one.`)
