import { message, type Message } from '../../locale'

export const nounLines: Message = /* @__PURE__ */ message('money', 'nounLines', `lines`)
