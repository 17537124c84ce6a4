import { message, type Message } from '../../locale'

export const emailLabel: Message = /* @__PURE__ */ message('auth', 'emailLabel', `Email address`)
