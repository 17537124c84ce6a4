import { message, type Message } from '../../locale'

export const nameTooLong: Message = /* @__PURE__ */ message('team', 'nameTooLong', `Keep the name under 60 characters`)
