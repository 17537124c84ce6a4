import { message, type Message } from '../../locale'

export const inventoryFailed: Message = /* @__PURE__ */ message('catalogue', 'inventoryFailed', `Failed to fetch inventory`)
