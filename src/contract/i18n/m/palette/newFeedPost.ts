import { message, type Message } from '../../locale'

export const newFeedPost: Message = /* @__PURE__ */ message('palette', 'newFeedPost', `New feed post`)
