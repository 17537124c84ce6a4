import { message, type Message } from '../../locale'

export const variantMany: Message = /* @__PURE__ */ message('catalogue', 'variantMany', `variants`)
