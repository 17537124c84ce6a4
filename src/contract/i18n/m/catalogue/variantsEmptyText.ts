import { message, type Message } from '../../locale'

export const variantsEmptyText: Message = /* @__PURE__ */ message('catalogue', 'variantsEmptyText', `Add a variant for each size or colour you sell, with its SKU, prices and opening stock.`)
