import { message, type Message } from '../../locale'

export const templateMany: Message = /* @__PURE__ */ message('catalogue', 'templateMany', `templates`)
