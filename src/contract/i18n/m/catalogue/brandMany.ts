import { message, type Message } from '../../locale'

export const brandMany: Message = /* @__PURE__ */ message('catalogue', 'brandMany', `brands`)
