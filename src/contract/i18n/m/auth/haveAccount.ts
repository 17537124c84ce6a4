import { message, type Message } from '../../locale'

export const haveAccount: Message = /* @__PURE__ */ message('auth', 'haveAccount', `Already have an account?`)
