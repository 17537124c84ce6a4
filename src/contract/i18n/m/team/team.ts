import { message, type Message } from '../../locale'

export const team: Message = /* @__PURE__ */ message('team', 'team', `Team`)
