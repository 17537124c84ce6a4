import { message, type Message } from '../../locale'

export const enterPhone: Message = /* @__PURE__ */ message('employees', 'enterPhone', `Please enter phone number`)
