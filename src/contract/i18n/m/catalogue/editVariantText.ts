import { message, type Message } from '../../locale'

export const editVariantText: Message = /* @__PURE__ */ message('catalogue', 'editVariantText', `Change the SKU, prices or barcode of a variant.`)
