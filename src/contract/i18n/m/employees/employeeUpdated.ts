import { message, type Message } from '../../locale'

export const employeeUpdated: Message = /* @__PURE__ */ message('employees', 'employeeUpdated', `Employee updated`)
