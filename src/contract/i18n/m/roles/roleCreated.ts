import { message, type Message } from '../../locale'

export const roleCreated: Message = /* @__PURE__ */ message('roles', 'roleCreated', `Role created`)
