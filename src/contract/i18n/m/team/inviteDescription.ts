import { message, type Message } from '../../locale'

export const inviteDescription: Message = /* @__PURE__ */ message('team', 'inviteDescription', `They get an email link to set a password, then prove their phone with an SMS code.`)
