import { message, type Message } from '../../locale'

export const phoneInvalid: Message = /* @__PURE__ */ message('auth', 'phoneInvalid', `Please enter a valid 10-digit mobile number`)
