import { message, type Message } from '../../locale'

export const emailTaken: Message = /* @__PURE__ */ message('server', 'emailTaken', `An account with this email already exists.`)
