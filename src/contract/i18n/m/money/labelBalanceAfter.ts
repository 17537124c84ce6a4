import { message, type Message } from '../../locale'

export const labelBalanceAfter: Message = /* @__PURE__ */ message('money', 'labelBalanceAfter', `Balance after`)
