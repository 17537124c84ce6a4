import { message, type Message } from '../../locale'

export const inviteJoin: Message = /* @__PURE__ */ message('auth', 'inviteJoin', `Join and send code`)
