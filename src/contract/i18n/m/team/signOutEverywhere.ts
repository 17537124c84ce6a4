import { message, type Message } from '../../locale'

export const signOutEverywhere: Message = /* @__PURE__ */ message('team', 'signOutEverywhere', `Sign out everywhere`)
