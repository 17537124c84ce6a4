import { message, type Message } from '../../locale'

export const backToRoles: Message = /* @__PURE__ */ message('roles', 'backToRoles', `Back to roles`)
