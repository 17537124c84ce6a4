import { message, type Message } from '../../locale'

export const newVariantTitle: Message = /* @__PURE__ */ message('catalogue', 'newVariantTitle', `New product variant`)
