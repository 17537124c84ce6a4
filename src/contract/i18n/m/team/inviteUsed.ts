import { message, type Message } from '../../locale'

export const inviteUsed: Message = /* @__PURE__ */ message('team', 'inviteUsed', `This invite has already been used. Log in with your email and password.`)
