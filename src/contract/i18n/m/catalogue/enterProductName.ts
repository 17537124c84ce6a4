import { message, type Message } from '../../locale'

export const enterProductName: Message = /* @__PURE__ */ message('catalogue', 'enterProductName', `Please enter a product name`)
