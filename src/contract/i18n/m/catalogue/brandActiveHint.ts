import { message, type Message } from '../../locale'

export const brandActiveHint: Message = /* @__PURE__ */ message('catalogue', 'brandActiveHint', `Inactive brands leave the dropdowns`)
