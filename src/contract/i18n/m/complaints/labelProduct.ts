import { message, type Message } from '../../locale'

export const labelProduct: Message = /* @__PURE__ */ message('complaints', 'labelProduct', `Product`)
