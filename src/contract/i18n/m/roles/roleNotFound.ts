import { message, type Message } from '../../locale'

export const roleNotFound: Message = /* @__PURE__ */ message('roles', 'roleNotFound', `Role not found`)
