import { message, type Message } from '../../locale'

export const csvAccountCode: Message = /* @__PURE__ */ message('money', 'csvAccountCode', `Account code`)
