import { message, type Message } from '../../locale'

export const brandNameMax: Message = /* @__PURE__ */ message('catalogue', 'brandNameMax', `Brand name must be at most 80 characters`)
