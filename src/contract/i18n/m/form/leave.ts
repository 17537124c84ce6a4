import { message, type Message } from '../../locale'

export const leave: Message = /* @__PURE__ */ message('form', 'leave', `Leave`)
