import { message, type Message } from '../../locale'

export const stockNegative: Message = /* @__PURE__ */ message('catalogue', 'stockNegative', `Stock cannot be negative`)
