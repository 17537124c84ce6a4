import { message, type Message } from '../../locale'

export const feedsEmptyTitle: Message = /* @__PURE__ */ message('feeds', 'feedsEmptyTitle', `No posts yet`)
