import { message, type Message } from '../../locale'

export const editTitle: Message = /* @__PURE__ */ message('roles', 'editTitle', `Edit role`)
