import { message, type Message } from '../../locale'

export const gridSaveFailed: Message = /* @__PURE__ */ message('catalogue', 'gridSaveFailed', `Could not save the changes`)
