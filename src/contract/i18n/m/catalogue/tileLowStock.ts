import { message, type Message } from '../../locale'

export const tileLowStock: Message = /* @__PURE__ */ message('catalogue', 'tileLowStock', `Low-stock items`)
