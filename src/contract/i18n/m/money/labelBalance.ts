import { message, type Message } from '../../locale'

export const labelBalance: Message = /* @__PURE__ */ message('money', 'labelBalance', `Balance`)
