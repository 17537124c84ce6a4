import { message, type Message } from '../../locale'

export const labelPhone: Message = /* @__PURE__ */ message('team', 'labelPhone', `Phone`)
