import { message, type Message } from '../../locale'

export const newPostText: Message = /* @__PURE__ */ message('feeds', 'newPostText', `A post for your brand's feed, now or at a time you choose.`)
