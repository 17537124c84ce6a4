import { message, type Message } from '../../locale'

export const signOutOthers: Message = /* @__PURE__ */ message('account', 'signOutOthers', `Sign out all other devices`)
