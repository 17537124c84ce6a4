import { message, type Message } from '../../locale'

export const sectionEmployeeText: Message = /* @__PURE__ */ message('employees', 'sectionEmployeeText', `Who surveys, and how to reach them.`)
