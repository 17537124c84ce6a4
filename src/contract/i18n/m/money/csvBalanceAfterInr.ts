import { message, type Message } from '../../locale'

export const csvBalanceAfterInr: Message = /* @__PURE__ */ message('money', 'csvBalanceAfterInr', `Balance after (INR)`)
