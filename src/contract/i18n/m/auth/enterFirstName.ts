import { message, type Message } from '../../locale'

export const enterFirstName: Message = /* @__PURE__ */ message('auth', 'enterFirstName', `Please enter first name`)
