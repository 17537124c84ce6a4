import { message, type Message } from '../../locale'

export const enterLastName: Message = /* @__PURE__ */ message('team', 'enterLastName', `Enter your last name`)
