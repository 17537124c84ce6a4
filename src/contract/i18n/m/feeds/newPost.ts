import { message, type Message } from '../../locale'

export const newPost: Message = /* @__PURE__ */ message('feeds', 'newPost', `New post`)
