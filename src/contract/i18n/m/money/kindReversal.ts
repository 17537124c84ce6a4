import { message, type Message } from '../../locale'

export const kindReversal: Message = /* @__PURE__ */ message('money', 'kindReversal', `Reversal`)
