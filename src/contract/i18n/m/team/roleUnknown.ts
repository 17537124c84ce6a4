import { message, type Message } from '../../locale'

export const roleUnknown: Message = /* @__PURE__ */ message('team', 'roleUnknown', `Choose a role.`)
