import { message, type Message } from '../../locale'

export const newVariantText: Message = /* @__PURE__ */ message('catalogue', 'newVariantText', `One size or colour of a product, with its SKU, prices and opening stock in Hyderabad and Delhi.`)
