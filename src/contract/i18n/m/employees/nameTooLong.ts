import { message, type Message } from '../../locale'

export const nameTooLong: Message = /* @__PURE__ */ message('employees', 'nameTooLong', `Name must be at most 80 characters`)
