import { message, type Message } from '../../locale'

export const searchFeeds: Message = /* @__PURE__ */ message('feeds', 'searchFeeds', `Search titles and text`)
