import { message, type Message } from '../../locale'

export const accountCreated: Message = /* @__PURE__ */ message('server', 'accountCreated', `Account created. Sign in to continue.`)
