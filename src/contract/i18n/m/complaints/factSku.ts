import { message, type Message } from '../../locale'

export const factSku: Message = /* @__PURE__ */ message('complaints', 'factSku', `SKU`)
