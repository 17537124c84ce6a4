import { message, type Message } from '../../locale'

export const whatEmployee: Message = /* @__PURE__ */ message('employees', 'whatEmployee', `employee`)
