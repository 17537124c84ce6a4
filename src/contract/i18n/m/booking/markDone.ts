import { message, type Message } from '../../locale'

export const markDone: Message = /* @__PURE__ */ message('booking', 'markDone', `Mark done`)
