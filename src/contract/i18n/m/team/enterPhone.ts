import { message, type Message } from '../../locale'

export const enterPhone: Message = /* @__PURE__ */ message('team', 'enterPhone', `Enter the mobile number`)
