import { message, type Message } from '../../locale'

export const importVariantOne: Message = /* @__PURE__ */ message('catalogue', 'importVariantOne', `product variant`)
