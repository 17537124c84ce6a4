import { message, type Message } from '../../locale'

export const labelHsnCode: Message = /* @__PURE__ */ message('catalogue', 'labelHsnCode', `HSN code`)
