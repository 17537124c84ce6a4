import { message, type Message } from '../../locale'

export const enterEmail: Message = /* @__PURE__ */ message('auth', 'enterEmail', `Please enter email address`)
