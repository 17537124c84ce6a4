import { message, type Message } from '../../locale'

export const imageSectionText: Message = /* @__PURE__ */ message('feeds', 'imageSectionText', `Shown above the text in the feed and as the list's thumbnail.`)
