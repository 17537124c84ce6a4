import { message, type Message } from '../../locale'

export const inventoryLoaded: Message = /* @__PURE__ */ message('server', 'inventoryLoaded', `Inventory loaded`)
