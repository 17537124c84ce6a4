import { message, type Message } from '../../locale'

export const enterPhone: Message = /* @__PURE__ */ message('auth', 'enterPhone', `Please enter phone number`)
