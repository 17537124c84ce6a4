import { message, type Message } from '../../locale'

export const addToTimeline: Message = /* @__PURE__ */ message('complaints', 'addToTimeline', `Add to timeline`)
