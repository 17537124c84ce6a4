import { message, type Message } from '../../locale'

export const closingBalance: Message = /* @__PURE__ */ message('money', 'closingBalance', `Closing balance`)
