import { message, type Message } from '../../locale'

export const brandsEmptyText: Message = /* @__PURE__ */ message('catalogue', 'brandsEmptyText', `Start here: product templates, variants and promo codes all belong to a brand.`)
