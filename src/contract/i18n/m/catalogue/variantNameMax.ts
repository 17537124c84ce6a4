import { message, type Message } from '../../locale'

export const variantNameMax: Message = /* @__PURE__ */ message('catalogue', 'variantNameMax', `Variant name must be at most 120 characters`)
