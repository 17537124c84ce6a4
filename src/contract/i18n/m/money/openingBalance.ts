import { message, type Message } from '../../locale'

export const openingBalance: Message = /* @__PURE__ */ message('money', 'openingBalance', `Opening balance`)
