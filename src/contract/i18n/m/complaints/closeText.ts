import { message, type Message } from '../../locale'

export const closeText: Message = /* @__PURE__ */ message('complaints', 'closeText', `A closed complaint can only be reopened.`)
