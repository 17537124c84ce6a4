import { message, type Message } from '../../locale'

export const feedsEmptyText: Message = /* @__PURE__ */ message('feeds', 'feedsEmptyText', `Write a post, add an image and choose when it goes live.`)
