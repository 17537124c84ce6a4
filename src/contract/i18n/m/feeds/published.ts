import { message, type Message } from '../../locale'

export const published: Message = /* @__PURE__ */ message('feeds', 'published', `Published`)
