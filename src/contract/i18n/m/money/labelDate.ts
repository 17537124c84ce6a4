import { message, type Message } from '../../locale'

export const labelDate: Message = /* @__PURE__ */ message('money', 'labelDate', `Date`)
