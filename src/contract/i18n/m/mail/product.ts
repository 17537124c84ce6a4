import { message, type Message } from '../../locale'

export const product: Message = /* @__PURE__ */ message('mail', 'product', `Back office`)
