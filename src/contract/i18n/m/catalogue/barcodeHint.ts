import { message, type Message } from '../../locale'

export const barcodeHint: Message = /* @__PURE__ */ message('catalogue', 'barcodeHint', `8 to 14 digits (EAN or UPC)`)
