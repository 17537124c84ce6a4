import { message, type Message } from '../../locale'

export const actionSignInFailed: Message = /* @__PURE__ */ message('history', 'actionSignInFailed', `Failed sign-in`)
