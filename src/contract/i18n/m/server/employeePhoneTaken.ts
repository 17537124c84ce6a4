import { message, type Message } from '../../locale'

export const employeePhoneTaken: Message = /* @__PURE__ */ message('server', 'employeePhoneTaken', `An employee with this phone number already exists.`)
