import { message, type Message } from '../../locale'

export const tryAgain: Message = /* @__PURE__ */ message('kit', 'tryAgain', `Try again`)
