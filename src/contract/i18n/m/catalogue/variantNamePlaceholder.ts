import { message, type Message } from '../../locale'

export const variantNamePlaceholder: Message = /* @__PURE__ */ message('catalogue', 'variantNamePlaceholder', `e.g. Blue, medium`)
