import { message, type Message } from '../../locale'

export const importVariantMany: Message = /* @__PURE__ */ message('catalogue', 'importVariantMany', `product variants`)
