import { message, type Message } from '../../locale'

export const variantsFailed: Message = /* @__PURE__ */ message('catalogue', 'variantsFailed', `Failed to fetch product variants`)
