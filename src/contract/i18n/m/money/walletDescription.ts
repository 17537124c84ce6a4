import { message, type Message } from '../../locale'

export const walletDescription: Message = /* @__PURE__ */ message('money', 'walletDescription', `Every wallet credit and debit, with the balance it left.`)
