import { message, type Message } from '../../locale'

export const nounLine: Message = /* @__PURE__ */ message('money', 'nounLine', `line`)
