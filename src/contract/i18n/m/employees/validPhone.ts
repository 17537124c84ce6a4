import { message, type Message } from '../../locale'

export const validPhone: Message = /* @__PURE__ */ message('employees', 'validPhone', `Please enter a valid 10-digit mobile number`)
