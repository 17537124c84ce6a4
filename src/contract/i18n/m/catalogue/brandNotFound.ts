import { message, type Message } from '../../locale'

export const brandNotFound: Message = /* @__PURE__ */ message('catalogue', 'brandNotFound', `Brand not found.`)
