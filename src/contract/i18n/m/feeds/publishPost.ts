import { message, type Message } from '../../locale'

export const publishPost: Message = /* @__PURE__ */ message('feeds', 'publishPost', `Publish post`)
