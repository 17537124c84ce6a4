import { message, type Message } from '../../locale'

export const roleSaved: Message = /* @__PURE__ */ message('roles', 'roleSaved', `Role saved`)
