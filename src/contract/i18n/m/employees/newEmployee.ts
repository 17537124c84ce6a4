import { message, type Message } from '../../locale'

export const newEmployee: Message = /* @__PURE__ */ message('employees', 'newEmployee', `New employee`)
