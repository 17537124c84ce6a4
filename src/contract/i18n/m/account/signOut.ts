import { message, type Message } from '../../locale'

export const signOut: Message = /* @__PURE__ */ message('account', 'signOut', `Sign out`)
