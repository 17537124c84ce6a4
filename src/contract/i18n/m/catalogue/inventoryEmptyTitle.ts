import { message, type Message } from '../../locale'

export const inventoryEmptyTitle: Message = /* @__PURE__ */ message('catalogue', 'inventoryEmptyTitle', `No stock yet`)
