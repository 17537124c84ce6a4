import { message, type Message } from '../../locale'

export const lastNameLabel: Message = /* @__PURE__ */ message('auth', 'lastNameLabel', `Last name`)
