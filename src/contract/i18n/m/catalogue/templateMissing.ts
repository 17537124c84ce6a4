import { message, type Message } from '../../locale'

export const templateMissing: Message = /* @__PURE__ */ message('catalogue', 'templateMissing', `The product template is missing`)
