import { message, type Message } from '../../locale'

export const labelLowStock: Message = /* @__PURE__ */ message('catalogue', 'labelLowStock', `Low stock`)
