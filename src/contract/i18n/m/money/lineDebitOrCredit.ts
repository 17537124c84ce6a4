import { message, type Message } from '../../locale'

export const lineDebitOrCredit: Message = /* @__PURE__ */ message('money', 'lineDebitOrCredit', `Each line is a debit or a credit of whole paise.`)
