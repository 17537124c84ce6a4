import { message, type Message } from '../../locale'

export const labelAccount: Message = /* @__PURE__ */ message('money', 'labelAccount', `Account`)
