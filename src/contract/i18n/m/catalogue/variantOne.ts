import { message, type Message } from '../../locale'

export const variantOne: Message = /* @__PURE__ */ message('catalogue', 'variantOne', `variant`)
