import { message, type Message } from '../../locale'

export const planBasic: Message = /* @__PURE__ */ message('subscribers', 'planBasic', `Basic`)
