import { message, type Message } from '../../locale'

export const addVariant: Message = /* @__PURE__ */ message('catalogue', 'addVariant', `Add variant`)
