import { message, type Message } from '../../locale'

export const verbSignedIn: Message = /* @__PURE__ */ message('history', 'verbSignedIn', `signed in`)
