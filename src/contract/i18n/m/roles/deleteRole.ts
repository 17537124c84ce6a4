import { message, type Message } from '../../locale'

export const deleteRole: Message = /* @__PURE__ */ message('roles', 'deleteRole', `Delete`)
