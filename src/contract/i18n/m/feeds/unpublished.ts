import { message, type Message } from '../../locale'

export const unpublished: Message = /* @__PURE__ */ message('feeds', 'unpublished', `Unpublished`)
