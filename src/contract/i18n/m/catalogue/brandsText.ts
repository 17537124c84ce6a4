import { message, type Message } from '../../locale'

export const brandsText: Message = /* @__PURE__ */ message('catalogue', 'brandsText', `The brands your organisation sells, with their templates and variants.`)
