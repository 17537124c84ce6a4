import { message, type Message } from '../../locale'

export const debit: Message = /* @__PURE__ */ message('kit', 'debit', `Debit`)
