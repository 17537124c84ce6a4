import { message, type Message } from '../../locale'

export const changedFields: Message = /* @__PURE__ */ message('form', 'changedFields', `Fields changed by someone else`)
