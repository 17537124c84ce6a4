import { message, type Message } from '../../locale'

export const invalidEmail: Message = /* @__PURE__ */ message('employees', 'invalidEmail', `Invalid email format`)
