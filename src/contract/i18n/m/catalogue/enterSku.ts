import { message, type Message } from '../../locale'

export const enterSku: Message = /* @__PURE__ */ message('catalogue', 'enterSku', `Please enter a SKU`)
