import { message, type Message } from '../../locale'

export const variantCreated: Message = /* @__PURE__ */ message('server', 'variantCreated', `Product variant created`)
