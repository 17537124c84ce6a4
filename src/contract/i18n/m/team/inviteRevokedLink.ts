import { message, type Message } from '../../locale'

export const inviteRevokedLink: Message = /* @__PURE__ */ message('team', 'inviteRevokedLink', `This invite was withdrawn. Ask the person who invited you if you still need access.`)
