import { message, type Message } from '../../locale'

export const newHere: Message = /* @__PURE__ */ message('auth', 'newHere', `New to the back office?`)
