import { message, type Message } from '../../locale'

export const loadFailed: Message = /* @__PURE__ */ message('roles', 'loadFailed', `Could not load the roles.`)
