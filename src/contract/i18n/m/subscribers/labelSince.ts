import { message, type Message } from '../../locale'

export const labelSince: Message = /* @__PURE__ */ message('subscribers', 'labelSince', `Subscribed since`)
