import { message, type Message } from '../../locale'

export const nounOne: Message = /* @__PURE__ */ message('roles', 'nounOne', `role`)
