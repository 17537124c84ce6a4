import { message, type Message } from '../../locale'

export const employeeCreated: Message = /* @__PURE__ */ message('employees', 'employeeCreated', `Employee created`)
