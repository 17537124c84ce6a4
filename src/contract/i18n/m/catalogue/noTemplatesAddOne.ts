import { message, type Message } from '../../locale'

export const noTemplatesAddOne: Message = /* @__PURE__ */ message('catalogue', 'noTemplatesAddOne', `No templates for this brand yet: add one`)
