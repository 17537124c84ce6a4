import { message, type Message } from '../../locale'

export const signedOut: Message = /* @__PURE__ */ message('server', 'signedOut', `Signed out.`)
