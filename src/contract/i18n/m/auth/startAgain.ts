import { message, type Message } from '../../locale'

export const startAgain: Message = /* @__PURE__ */ message('auth', 'startAgain', `Start again`)
