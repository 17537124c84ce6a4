import { message, type Message } from '../../locale'

export const inviteExpired: Message = /* @__PURE__ */ message('team', 'inviteExpired', `This invite has expired. Ask the person who invited you to send a new one.`)
