import { message, type Message } from '../../locale'

export const importNoSku: Message = /* @__PURE__ */ message('catalogue', 'importNoSku', `No variant with this SKU in your organisation.`)
