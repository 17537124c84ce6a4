import { message, type Message } from '../../locale'

export const invalidEmail: Message = /* @__PURE__ */ message('team', 'invalidEmail', `Enter a valid email address`)
