import { message, type Message } from '../../locale'

export const languageHint: Message = /* @__PURE__ */ message('account', 'languageHint', `The app, its messages and the server's answers come in this language on every device you sign in on.`)
