import { message, type Message } from '../../locale'

export const roleDeleted: Message = /* @__PURE__ */ message('roles', 'roleDeleted', `Role deleted`)
