import { message, type Message } from '../../locale'

export const postingHistory: Message = /* @__PURE__ */ message('money', 'postingHistory', `Posting history`)
