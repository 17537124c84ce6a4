import { message, type Message } from '../../locale'

export const nothingYetTitle: Message = /* @__PURE__ */ message('dashboard', 'nothingYetTitle', `Nothing to count yet`)
