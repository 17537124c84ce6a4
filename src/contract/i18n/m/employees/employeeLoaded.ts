import { message, type Message } from '../../locale'

export const employeeLoaded: Message = /* @__PURE__ */ message('employees', 'employeeLoaded', `Employee loaded`)
