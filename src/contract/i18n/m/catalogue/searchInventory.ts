import { message, type Message } from '../../locale'

export const searchInventory: Message = /* @__PURE__ */ message('catalogue', 'searchInventory', `Search SKUs and variants`)
