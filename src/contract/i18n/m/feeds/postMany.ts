import { message, type Message } from '../../locale'

export const postMany: Message = /* @__PURE__ */ message('feeds', 'postMany', `posts`)
