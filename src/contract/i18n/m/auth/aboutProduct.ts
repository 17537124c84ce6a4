import { message, type Message } from '../../locale'

export const aboutProduct: Message = /* @__PURE__ */ message('auth', 'aboutProduct', `About the product`)
