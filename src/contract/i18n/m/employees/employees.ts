import { message, type Message } from '../../locale'

export const employees: Message = /* @__PURE__ */ message('employees', 'employees', `Employees`)
