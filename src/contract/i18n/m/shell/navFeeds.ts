import { message, type Message } from '../../locale'

export const navFeeds: Message = /* @__PURE__ */ message('shell', 'navFeeds', `Feeds`)
