import { message, type Message } from '../../locale'

export const objectiveAwareness: Message = /* @__PURE__ */ message('ads', 'objectiveAwareness', `Awareness`)
