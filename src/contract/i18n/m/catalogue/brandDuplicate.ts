import { message, type Message } from '../../locale'

export const brandDuplicate: Message = /* @__PURE__ */ message('catalogue', 'brandDuplicate', `A brand with this name already exists`)
