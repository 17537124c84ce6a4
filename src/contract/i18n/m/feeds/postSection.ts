import { message, type Message } from '../../locale'

export const postSection: Message = /* @__PURE__ */ message('feeds', 'postSection', `Post`)
