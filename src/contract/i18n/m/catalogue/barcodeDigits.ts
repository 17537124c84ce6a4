import { message, type Message } from '../../locale'

export const barcodeDigits: Message = /* @__PURE__ */ message('catalogue', 'barcodeDigits', `Barcode must be 8 to 14 digits`)
