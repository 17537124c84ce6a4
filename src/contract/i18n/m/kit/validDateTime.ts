import { message, type Message } from '../../locale'

export const validDateTime: Message = /* @__PURE__ */ message('kit', 'validDateTime', `Please enter a valid date and time`)
