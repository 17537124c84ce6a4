import { message, type Message } from '../../locale'

export const feedsTitle: Message = /* @__PURE__ */ message('feeds', 'feedsTitle', `Feeds`)
