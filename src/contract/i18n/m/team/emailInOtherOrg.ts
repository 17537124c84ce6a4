import { message, type Message } from '../../locale'

export const emailInOtherOrg: Message = /* @__PURE__ */ message('team', 'emailInOtherOrg', `This email already belongs to an account of another organisation. Invite a different email.`)
