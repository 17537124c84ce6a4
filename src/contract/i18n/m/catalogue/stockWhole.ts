import { message, type Message } from '../../locale'

export const stockWhole: Message = /* @__PURE__ */ message('catalogue', 'stockWhole', `Stock must be a whole number`)
