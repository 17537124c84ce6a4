import { message, type Message } from '../../locale'

export const labelCity: Message = /* @__PURE__ */ message('employees', 'labelCity', `City`)
