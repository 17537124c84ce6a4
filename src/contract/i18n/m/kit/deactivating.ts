import { message, type Message } from '../../locale'

export const deactivating: Message = /* @__PURE__ */ message('kit', 'deactivating', `Deactivating`)
