import { message, type Message } from '../../locale'

export const inventoryEmptyText: Message = /* @__PURE__ */ message('catalogue', 'inventoryEmptyText', `Stock rows appear for Hyderabad and Delhi as soon as you add a variant.`)
