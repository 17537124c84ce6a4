import { message, type Message } from '../../locale'

export const typeInventory: Message = /* @__PURE__ */ message('history', 'typeInventory', `Inventory`)
