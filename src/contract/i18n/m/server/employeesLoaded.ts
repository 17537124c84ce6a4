import { message, type Message } from '../../locale'

export const employeesLoaded: Message = /* @__PURE__ */ message('server', 'employeesLoaded', `Employees loaded`)
