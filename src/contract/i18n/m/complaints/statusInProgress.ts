import { message, type Message } from '../../locale'

export const statusInProgress: Message = /* @__PURE__ */ message('complaints', 'statusInProgress', `In progress`)
