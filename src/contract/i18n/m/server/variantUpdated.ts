import { message, type Message } from '../../locale'

export const variantUpdated: Message = /* @__PURE__ */ message('server', 'variantUpdated', `Product variant updated`)
