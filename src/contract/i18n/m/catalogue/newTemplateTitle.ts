import { message, type Message } from '../../locale'

export const newTemplateTitle: Message = /* @__PURE__ */ message('catalogue', 'newTemplateTitle', `New product template`)
