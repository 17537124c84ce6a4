import { message, type Message } from '../../locale'

export const useAnotherAccount: Message = /* @__PURE__ */ message('auth', 'useAnotherAccount', `Use another account`)
