import { message, type Message } from '../../locale'

export const othersSignedOut: Message = /* @__PURE__ */ message('team', 'othersSignedOut', `Signed out of every other device`)
