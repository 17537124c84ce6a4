import { message, type Message } from '../../locale'

export const enterFirstName: Message = /* @__PURE__ */ message('team', 'enterFirstName', `Enter your first name`)
