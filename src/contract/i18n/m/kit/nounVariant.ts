import { message, type Message } from '../../locale'

export const nounVariant: Message = /* @__PURE__ */ message('kit', 'nounVariant', `product variant`)
