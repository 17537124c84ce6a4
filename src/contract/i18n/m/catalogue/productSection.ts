import { message, type Message } from '../../locale'

export const productSection: Message = /* @__PURE__ */ message('catalogue', 'productSection', `Product`)
