import { message, type Message } from '../../locale'

export const windowLive: Message = /* @__PURE__ */ message('kit', 'windowLive', `Live`)
