import { message, type Message } from '../../locale'

export const tagline: Message = /* @__PURE__ */ message('auth', 'tagline', `Built for brands that want full control of inventory, orders, vendors and analytics.`)
