import { message, type Message } from '../../locale'

export const typePost: Message = /* @__PURE__ */ message('feeds', 'typePost', `Post`)
