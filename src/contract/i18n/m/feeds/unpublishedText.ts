import { message, type Message } from '../../locale'

export const unpublishedText: Message = /* @__PURE__ */ message('feeds', 'unpublishedText', `Unpublished: not shown in the feed.`)
