import { message, type Message } from '../../locale'

export const roleManager: Message = /* @__PURE__ */ message('team', 'roleManager', `Manager`)
