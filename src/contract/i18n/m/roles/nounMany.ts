import { message, type Message } from '../../locale'

export const nounMany: Message = /* @__PURE__ */ message('roles', 'nounMany', `roles`)
