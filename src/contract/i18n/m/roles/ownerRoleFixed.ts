import { message, type Message } from '../../locale'

export const ownerRoleFixed: Message = /* @__PURE__ */ message('roles', 'ownerRoleFixed', `The owner role always opens everything; it cannot be changed or deleted.`)
