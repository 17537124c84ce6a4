import { message, type Message } from '../../locale'

export const publishing: Message = /* @__PURE__ */ message('feeds', 'publishing', `Publishing`)
