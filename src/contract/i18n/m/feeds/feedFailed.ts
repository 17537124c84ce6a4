import { message, type Message } from '../../locale'

export const feedFailed: Message = /* @__PURE__ */ message('feeds', 'feedFailed', `Failed to fetch the feed post`)
