import { message, type Message } from '../../locale'

export const fetchEmployeesFailed: Message = /* @__PURE__ */ message('employees', 'fetchEmployeesFailed', `Failed to fetch employees`)
