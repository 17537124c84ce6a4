import { message, type Message } from '../../locale'

export const debits: Message = /* @__PURE__ */ message('money', 'debits', `Debits`)
