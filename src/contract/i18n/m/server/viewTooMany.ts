import { message, type Message } from '../../locale'

export const viewTooMany: Message = /* @__PURE__ */ message('server', 'viewTooMany', `You can keep at most 50 views of one list. Delete one first.`)
