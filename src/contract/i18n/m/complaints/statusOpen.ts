import { message, type Message } from '../../locale'

export const statusOpen: Message = /* @__PURE__ */ message('complaints', 'statusOpen', `Open`)
