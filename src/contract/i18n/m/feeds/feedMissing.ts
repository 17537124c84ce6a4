import { message, type Message } from '../../locale'

export const feedMissing: Message = /* @__PURE__ */ message('feeds', 'feedMissing', `The feed post is missing`)
