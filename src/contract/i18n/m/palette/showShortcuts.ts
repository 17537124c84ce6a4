import { message, type Message } from '../../locale'

export const showShortcuts: Message = /* @__PURE__ */ message('palette', 'showShortcuts', `Show these keyboard shortcuts`)
