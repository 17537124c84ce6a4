import { message, type Message } from '../../locale'

export const backToFeeds: Message = /* @__PURE__ */ message('feeds', 'backToFeeds', `Back to feeds`)
