import { message, type Message } from '../../locale'

export const actionSignedIn: Message = /* @__PURE__ */ message('history', 'actionSignedIn', `Signed in`)
