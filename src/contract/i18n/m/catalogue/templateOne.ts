import { message, type Message } from '../../locale'

export const templateOne: Message = /* @__PURE__ */ message('catalogue', 'templateOne', `template`)
