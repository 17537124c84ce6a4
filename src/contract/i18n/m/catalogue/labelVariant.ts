import { message, type Message } from '../../locale'

export const labelVariant: Message = /* @__PURE__ */ message('catalogue', 'labelVariant', `Variant`)
