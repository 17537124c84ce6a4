import { message, type Message } from '../../locale'

export const validPhone: Message = /* @__PURE__ */ message('booking', 'validPhone', `Please enter a valid phone number`)
