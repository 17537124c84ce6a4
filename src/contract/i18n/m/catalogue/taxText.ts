import { message, type Message } from '../../locale'

export const taxText: Message = /* @__PURE__ */ message('catalogue', 'taxText', `Printed on invoices for this product.`)
