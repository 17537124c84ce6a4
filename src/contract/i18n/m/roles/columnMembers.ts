import { message, type Message } from '../../locale'

export const columnMembers: Message = /* @__PURE__ */ message('roles', 'columnMembers', `People`)
