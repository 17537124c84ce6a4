import { message, type Message } from '../../locale'

export const labelNarration: Message = /* @__PURE__ */ message('money', 'labelNarration', `Narration`)
