import { message, type Message } from '../../locale'

export const labelSku: Message = /* @__PURE__ */ message('catalogue', 'labelSku', `SKU`)
