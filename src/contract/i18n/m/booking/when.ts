import { message, type Message } from '../../locale'

export const when: Message = /* @__PURE__ */ message('booking', 'when', `When`)
