import { message, type Message } from '../../locale'

export const variantActivated: Message = /* @__PURE__ */ message('server', 'variantActivated', `Product variant activated`)
