import { message, type Message } from '../../locale'

export const postOne: Message = /* @__PURE__ */ message('feeds', 'postOne', `post`)
