import { message, type Message } from '../../locale'

export const labelTemplates: Message = /* @__PURE__ */ message('catalogue', 'labelTemplates', `Templates`)
