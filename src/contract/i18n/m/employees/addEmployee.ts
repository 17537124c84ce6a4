import { message, type Message } from '../../locale'

export const addEmployee: Message = /* @__PURE__ */ message('employees', 'addEmployee', `Add employee`)
