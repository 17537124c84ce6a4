import { message, type Message } from '../../locale'

export const openPalette: Message = /* @__PURE__ */ message('palette', 'openPalette', `Open the command palette (⌘ K on a Mac)`)
