import { message, type Message } from '../../locale'

export const employeeNotFound: Message = /* @__PURE__ */ message('employees', 'employeeNotFound', `Employee not found.`)
