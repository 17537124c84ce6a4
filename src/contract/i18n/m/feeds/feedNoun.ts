import { message, type Message } from '../../locale'

export const feedNoun: Message = /* @__PURE__ */ message('feeds', 'feedNoun', `feed post`)
