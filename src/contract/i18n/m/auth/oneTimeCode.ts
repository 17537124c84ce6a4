import { message, type Message } from '../../locale'

export const oneTimeCode: Message = /* @__PURE__ */ message('auth', 'oneTimeCode', `One-time code`)
