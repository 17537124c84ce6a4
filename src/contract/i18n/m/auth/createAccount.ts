import { message, type Message } from '../../locale'

export const createAccount: Message = /* @__PURE__ */ message('auth', 'createAccount', `Create an account`)
