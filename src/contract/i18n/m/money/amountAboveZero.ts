import { message, type Message } from '../../locale'

export const amountAboveZero: Message = /* @__PURE__ */ message('money', 'amountAboveZero', `The amount must be more than zero`)
