import { message, type Message } from '../../locale'

export const regionsDescription: Message = /* @__PURE__ */ message('employees', 'regionsDescription', `Where the survey employees work: darker regions have more active employees.`)
