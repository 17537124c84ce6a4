import { message, type Message } from '../../locale'

export const stockHeader: Message = /* @__PURE__ */ message('catalogue', 'stockHeader', `Stock`)
