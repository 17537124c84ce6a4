import { message, type Message } from '../../locale'

export const labelBarcode: Message = /* @__PURE__ */ message('catalogue', 'labelBarcode', `Barcode`)
