import { message, type Message } from '../../locale'

export const open: Message = /* @__PURE__ */ message('dashboard', 'open', `Open`)
