import { message, type Message } from '../../locale'

export const inviteLoading: Message = /* @__PURE__ */ message('auth', 'inviteLoading', `Opening your invite…`)
