import { message, type Message } from '../../locale'

export const productNameMax: Message = /* @__PURE__ */ message('catalogue', 'productNameMax', `Product name must be at most 120 characters`)
