import { message, type Message } from '../../locale'

export const navRoles: Message = /* @__PURE__ */ message('shell', 'navRoles', `Roles`)
