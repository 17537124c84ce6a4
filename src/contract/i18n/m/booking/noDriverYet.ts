import { message, type Message } from '../../locale'

export const noDriverYet: Message = /* @__PURE__ */ message('booking', 'noDriverYet', `No driver yet`)
