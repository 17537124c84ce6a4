import { message, type Message } from '../../locale'

export const labelCredit: Message = /* @__PURE__ */ message('money', 'labelCredit', `Credit`)
