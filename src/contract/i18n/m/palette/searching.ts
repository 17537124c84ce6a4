import { message, type Message } from '../../locale'

export const searching: Message = /* @__PURE__ */ message('palette', 'searching', `Searching…`)
