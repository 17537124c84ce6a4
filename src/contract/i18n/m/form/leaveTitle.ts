import { message, type Message } from '../../locale'

export const leaveTitle: Message = /* @__PURE__ */ message('form', 'leaveTitle', `Leave this form?`)
