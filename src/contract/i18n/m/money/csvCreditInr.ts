import { message, type Message } from '../../locale'

export const csvCreditInr: Message = /* @__PURE__ */ message('money', 'csvCreditInr', `Credit (INR)`)
