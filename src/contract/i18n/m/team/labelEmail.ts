import { message, type Message } from '../../locale'

export const labelEmail: Message = /* @__PURE__ */ message('team', 'labelEmail', `Email`)
