import { message, type Message } from '../../locale'

export const invalidId: Message = /* @__PURE__ */ message('catalogue', 'invalidId', `Invalid id`)
