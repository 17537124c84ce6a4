import { message, type Message } from '../../locale'

export const edit: Message = /* @__PURE__ */ message('roles', 'edit', `Edit`)
