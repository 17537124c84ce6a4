import { message, type Message } from '../../locale'

export const variantNotFound: Message = /* @__PURE__ */ message('catalogue', 'variantNotFound', `Product variant not found.`)
