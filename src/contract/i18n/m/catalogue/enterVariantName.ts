import { message, type Message } from '../../locale'

export const enterVariantName: Message = /* @__PURE__ */ message('catalogue', 'enterVariantName', `Please enter a variant name`)
