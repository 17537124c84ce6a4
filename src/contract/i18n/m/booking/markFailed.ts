import { message, type Message } from '../../locale'

export const markFailed: Message = /* @__PURE__ */ message('booking', 'markFailed', `Mark failed`)
