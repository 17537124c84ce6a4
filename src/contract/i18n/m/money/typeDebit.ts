import { message, type Message } from '../../locale'

export const typeDebit: Message = /* @__PURE__ */ message('money', 'typeDebit', `Debit`)
