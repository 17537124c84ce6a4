import { message, type Message } from '../../locale'

export const statusHint: Message = /* @__PURE__ */ message('feeds', 'statusHint', `Switch off to take the post down`)
