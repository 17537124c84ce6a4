import { message, type Message } from '../../locale'

export const commandPalette: Message = /* @__PURE__ */ message('palette', 'commandPalette', `Command palette`)
