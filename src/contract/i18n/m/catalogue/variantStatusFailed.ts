import { message, type Message } from '../../locale'

export const variantStatusFailed: Message = /* @__PURE__ */ message('catalogue', 'variantStatusFailed', `Could not change the variant status`)
