import { message, type Message } from '../../locale'

export const search: Message = /* @__PURE__ */ message('palette', 'search', `Search`)
