import { message, type Message } from '../../locale'

export const searchTemplates: Message = /* @__PURE__ */ message('catalogue', 'searchTemplates', `Search templates and HSN codes`)
