import { message, type Message } from '../../locale'

export const tryAgain: Message = /* @__PURE__ */ message('team', 'tryAgain', `Try again`)
