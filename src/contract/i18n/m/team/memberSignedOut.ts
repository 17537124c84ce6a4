import { message, type Message } from '../../locale'

export const memberSignedOut: Message = /* @__PURE__ */ message('team', 'memberSignedOut', `Signed out of every device`)
