import { message, type Message } from '../../locale'

export const publishedFilter: Message = /* @__PURE__ */ message('feeds', 'publishedFilter', `Published`)
