import { message, type Message } from '../../locale'

export const labelSellingPrice: Message = /* @__PURE__ */ message('catalogue', 'labelSellingPrice', `Selling price`)
