import { message, type Message } from '../../locale'

export const enterEmail: Message = /* @__PURE__ */ message('team', 'enterEmail', `Enter the email address`)
