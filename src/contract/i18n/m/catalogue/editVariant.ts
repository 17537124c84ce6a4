import { message, type Message } from '../../locale'

export const editVariant: Message = /* @__PURE__ */ message('catalogue', 'editVariant', `Edit product variant`)
