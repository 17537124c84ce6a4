import { message, type Message } from '../../locale'

export const sendCode: Message = /* @__PURE__ */ message('auth', 'sendCode', `Send code`)
