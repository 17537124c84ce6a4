import { message, type Message } from '../../locale'

export const lowStockOnly: Message = /* @__PURE__ */ message('catalogue', 'lowStockOnly', `Low stock only`)
