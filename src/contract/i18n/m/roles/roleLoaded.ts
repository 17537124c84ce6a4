import { message, type Message } from '../../locale'

export const roleLoaded: Message = /* @__PURE__ */ message('roles', 'roleLoaded', `Role loaded`)
