import { message, type Message } from '../../locale'

export const signOut: Message = /* @__PURE__ */ message('team', 'signOut', `Sign out`)
