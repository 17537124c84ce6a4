import { message, type Message } from '../../locale'

export const sessionNotFound: Message = /* @__PURE__ */ message('team', 'sessionNotFound', `Session not found.`)
