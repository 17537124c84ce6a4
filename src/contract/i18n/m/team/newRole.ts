import { message, type Message } from '../../locale'

export const newRole: Message = /* @__PURE__ */ message('team', 'newRole', `New role`)
