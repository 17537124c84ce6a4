import { message, type Message } from '../../locale'

export const reassigning: Message = /* @__PURE__ */ message('complaints', 'reassigning', `Reassigning`)
