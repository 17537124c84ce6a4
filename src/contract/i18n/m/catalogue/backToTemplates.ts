import { message, type Message } from '../../locale'

export const backToTemplates: Message = /* @__PURE__ */ message('catalogue', 'backToTemplates', `Back to templates`)
