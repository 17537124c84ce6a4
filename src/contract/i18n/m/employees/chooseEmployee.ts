import { message, type Message } from '../../locale'

export const chooseEmployee: Message = /* @__PURE__ */ message('employees', 'chooseEmployee', `Please choose an employee`)
