import { message, type Message } from '../../locale'

export const statusActive: Message = /* @__PURE__ */ message('team', 'statusActive', `Active`)
