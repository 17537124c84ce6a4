import { message, type Message } from '../../locale'

export const firstNameLabel: Message = /* @__PURE__ */ message('auth', 'firstNameLabel', `First name`)
