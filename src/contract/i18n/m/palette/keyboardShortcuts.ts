import { message, type Message } from '../../locale'

export const keyboardShortcuts: Message = /* @__PURE__ */ message('palette', 'keyboardShortcuts', `Keyboard shortcuts`)
