import { message, type Message } from '../../locale'

export const verbSignInFailed: Message = /* @__PURE__ */ message('history', 'verbSignInFailed', `failed to sign in`)
