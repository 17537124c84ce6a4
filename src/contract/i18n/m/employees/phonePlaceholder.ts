import { message, type Message } from '../../locale'

export const phonePlaceholder: Message = /* @__PURE__ */ message('employees', 'phonePlaceholder', `10-digit mobile number`)
