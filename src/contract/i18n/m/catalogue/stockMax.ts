import { message, type Message } from '../../locale'

export const stockMax: Message = /* @__PURE__ */ message('catalogue', 'stockMax', `Stock must be at most 1,000,000`)
