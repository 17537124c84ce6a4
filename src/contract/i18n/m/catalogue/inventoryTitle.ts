import { message, type Message } from '../../locale'

export const inventoryTitle: Message = /* @__PURE__ */ message('catalogue', 'inventoryTitle', `Inventory`)
