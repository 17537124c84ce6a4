import { message, type Message } from '../../locale'

export const sessionEnded: Message = /* @__PURE__ */ message('team', 'sessionEnded', `Signed out of that device`)
