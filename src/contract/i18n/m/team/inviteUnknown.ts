import { message, type Message } from '../../locale'

export const inviteUnknown: Message = /* @__PURE__ */ message('team', 'inviteUnknown', `This invite link is not valid. Check that you opened the whole link from the email.`)
