import { message, type Message } from '../../locale'

export const labelAmount: Message = /* @__PURE__ */ message('money', 'labelAmount', `Amount`)
