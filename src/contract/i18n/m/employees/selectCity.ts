import { message, type Message } from '../../locale'

export const selectCity: Message = /* @__PURE__ */ message('employees', 'selectCity', `Select City`)
