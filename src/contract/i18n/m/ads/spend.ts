import { message, type Message } from '../../locale'

export const spend: Message = /* @__PURE__ */ message('ads', 'spend', `Spend`)
