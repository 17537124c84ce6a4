import { message, type Message } from '../../locale'

export const theEmployees: Message = /* @__PURE__ */ message('employees', 'theEmployees', `the employees`)
