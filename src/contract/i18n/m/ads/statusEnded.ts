import { message, type Message } from '../../locale'

export const statusEnded: Message = /* @__PURE__ */ message('ads', 'statusEnded', `Ended`)
