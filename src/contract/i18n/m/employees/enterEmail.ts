import { message, type Message } from '../../locale'

export const enterEmail: Message = /* @__PURE__ */ message('employees', 'enterEmail', `Please enter email address`)
