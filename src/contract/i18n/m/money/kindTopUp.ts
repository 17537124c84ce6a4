import { message, type Message } from '../../locale'

export const kindTopUp: Message = /* @__PURE__ */ message('money', 'kindTopUp', `Top-up`)
