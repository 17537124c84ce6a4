import { message, type Message } from '../../locale'

export const labelDebit: Message = /* @__PURE__ */ message('money', 'labelDebit', `Debit`)
