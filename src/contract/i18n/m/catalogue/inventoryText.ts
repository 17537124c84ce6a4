import { message, type Message } from '../../locale'

export const inventoryText: Message = /* @__PURE__ */ message('catalogue', 'inventoryText', `Stock per variant and location: on hand, reserved, available and when to reorder.`)
