import { message, type Message } from '../../locale'

export const editPost: Message = /* @__PURE__ */ message('feeds', 'editPost', `Edit post`)
