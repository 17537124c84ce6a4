import { message, type Message } from '../../locale'

export const nounPosts: Message = /* @__PURE__ */ message('server', 'nounPosts', `posts`)
