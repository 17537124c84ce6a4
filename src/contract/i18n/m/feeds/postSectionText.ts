import { message, type Message } from '../../locale'

export const postSectionText: Message = /* @__PURE__ */ message('feeds', 'postSectionText', `What your customers read in the feed.`)
