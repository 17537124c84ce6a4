import { message, type Message } from '../../locale'

export const searchVariants: Message = /* @__PURE__ */ message('catalogue', 'searchVariants', `Search names, SKUs and barcodes`)
