import { message, type Message } from '../../locale'

export const allRoles: Message = /* @__PURE__ */ message('team', 'allRoles', `All roles`)
