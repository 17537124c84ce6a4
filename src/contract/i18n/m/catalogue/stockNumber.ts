import { message, type Message } from '../../locale'

export const stockNumber: Message = /* @__PURE__ */ message('catalogue', 'stockNumber', `Stock must be a number`)
