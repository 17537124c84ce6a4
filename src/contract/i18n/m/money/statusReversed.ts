import { message, type Message } from '../../locale'

export const statusReversed: Message = /* @__PURE__ */ message('money', 'statusReversed', `Reversed`)
