import { message, type Message } from '../../locale'

export const navInventory: Message = /* @__PURE__ */ message('shell', 'navInventory', `Inventory`)
