import { message, type Message } from '../../locale'

export const noProduct: Message = /* @__PURE__ */ message('complaints', 'noProduct', `No product named.`)
