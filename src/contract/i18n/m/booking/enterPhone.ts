import { message, type Message } from '../../locale'

export const enterPhone: Message = /* @__PURE__ */ message('booking', 'enterPhone', `Please enter the phone number`)
