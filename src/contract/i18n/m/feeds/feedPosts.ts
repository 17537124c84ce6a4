import { message, type Message } from '../../locale'

export const feedPosts: Message = /* @__PURE__ */ message('feeds', 'feedPosts', `Feed posts`)
