import { message, type Message } from '../../locale'

export const organisation: Message = /* @__PURE__ */ message('account', 'organisation', `Organisation`)
