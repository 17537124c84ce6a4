import { message, type Message } from '../../locale'

export const roleOwner: Message = /* @__PURE__ */ message('roles', 'roleOwner', `Owner`)
