import { message, type Message } from '../../locale'

export const typeCredit: Message = /* @__PURE__ */ message('money', 'typeCredit', `Credit`)
