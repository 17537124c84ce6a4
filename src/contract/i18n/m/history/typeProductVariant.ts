import { message, type Message } from '../../locale'

export const typeProductVariant: Message = /* @__PURE__ */ message('history', 'typeProductVariant', `Product variant`)
