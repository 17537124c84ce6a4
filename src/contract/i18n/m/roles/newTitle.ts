import { message, type Message } from '../../locale'

export const newTitle: Message = /* @__PURE__ */ message('roles', 'newTitle', `New role`)
