import { message, type Message } from '../../locale'

export const required: Message = /* @__PURE__ */ message('kit', 'required', `Required`)
