import { message, type Message } from '../../locale'

export const roleOwner: Message = /* @__PURE__ */ message('team', 'roleOwner', `Owner`)
