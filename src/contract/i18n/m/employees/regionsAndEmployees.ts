import { message, type Message } from '../../locale'

export const regionsAndEmployees: Message = /* @__PURE__ */ message('employees', 'regionsAndEmployees', `regions and employees`)
