import { message, type Message } from '../../locale'

export const confirmDeleteTitle: Message = /* @__PURE__ */ message('roles', 'confirmDeleteTitle', `Delete this role?`)
