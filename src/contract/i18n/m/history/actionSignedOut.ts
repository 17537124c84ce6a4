import { message, type Message } from '../../locale'

export const actionSignedOut: Message = /* @__PURE__ */ message('history', 'actionSignedOut', `Signed out`)
