import { message, type Message } from '../../locale'

export const variantsText: Message = /* @__PURE__ */ message('catalogue', 'variantsText', `Sizes and colours with SKU, MRP, price, barcode and stock.`)
