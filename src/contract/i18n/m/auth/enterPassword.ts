import { message, type Message } from '../../locale'

export const enterPassword: Message = /* @__PURE__ */ message('auth', 'enterPassword', `Please enter password`)
