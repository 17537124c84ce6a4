import { message, type Message } from '../../locale'

export const signedIn: Message = /* @__PURE__ */ message('server', 'signedIn', `Signed in successfully`)
