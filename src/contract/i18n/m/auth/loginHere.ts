import { message, type Message } from '../../locale'

export const loginHere: Message = /* @__PURE__ */ message('auth', 'loginHere', `Login here`)
