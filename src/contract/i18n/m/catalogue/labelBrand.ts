import { message, type Message } from '../../locale'

export const labelBrand: Message = /* @__PURE__ */ message('catalogue', 'labelBrand', `Brand`)
