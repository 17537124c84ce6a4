import { message, type Message } from '../../locale'

export const verbSignedOut: Message = /* @__PURE__ */ message('history', 'verbSignedOut', `signed out`)
