import { message, type Message } from '../../locale'

export const title: Message = /* @__PURE__ */ message('roles', 'title', `Roles`)
