import { message, type Message } from '../../locale'

export const searchFailed: Message = /* @__PURE__ */ message('palette', 'searchFailed', `Search did not work. Try again in a moment.`)
