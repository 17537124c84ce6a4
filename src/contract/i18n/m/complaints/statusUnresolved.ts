import { message, type Message } from '../../locale'

export const statusUnresolved: Message = /* @__PURE__ */ message('complaints', 'statusUnresolved', `Open or in progress`)
