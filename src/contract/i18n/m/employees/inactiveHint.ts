import { message, type Message } from '../../locale'

export const inactiveHint: Message = /* @__PURE__ */ message('employees', 'inactiveHint', `Inactive employees are left out of the region counts`)
