import { message, type Message } from '../../locale'

export const feedsText: Message = /* @__PURE__ */ message('feeds', 'feedsText', `What your brands post to their feed, published now or scheduled.`)
