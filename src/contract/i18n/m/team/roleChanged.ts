import { message, type Message } from '../../locale'

export const roleChanged: Message = /* @__PURE__ */ message('team', 'roleChanged', `Role changed`)
