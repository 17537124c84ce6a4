import { message, type Message } from '../../locale'

export const nounEmployees: Message = /* @__PURE__ */ message('kit', 'nounEmployees', `employees`)
