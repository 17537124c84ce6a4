import { message, type Message } from '../../locale'

export const unpublish: Message = /* @__PURE__ */ message('feeds', 'unpublish', `Unpublish`)
