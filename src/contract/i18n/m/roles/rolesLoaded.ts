import { message, type Message } from '../../locale'

export const rolesLoaded: Message = /* @__PURE__ */ message('roles', 'rolesLoaded', `Roles loaded`)
