import { message, type Message } from '../../locale'

export const leaveText: Message = /* @__PURE__ */ message('form', 'leaveText', `Your changes on this form will be discarded.`)
