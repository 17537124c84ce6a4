import { message, type Message } from '../../locale'

export const keepMine: Message = /* @__PURE__ */ message('catalogue', 'keepMine', `Keep mine`)
