import { message, type Message } from '../../locale'

export const sectionEmployee: Message = /* @__PURE__ */ message('employees', 'sectionEmployee', `Employee`)
