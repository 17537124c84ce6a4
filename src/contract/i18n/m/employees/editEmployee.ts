import { message, type Message } from '../../locale'

export const editEmployee: Message = /* @__PURE__ */ message('employees', 'editEmployee', `Edit employee`)
