import { message, type Message } from '../../locale'

export const backToEmployees: Message = /* @__PURE__ */ message('employees', 'backToEmployees', `Back to employees`)
