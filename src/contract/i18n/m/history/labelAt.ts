import { message, type Message } from '../../locale'

export const labelAt: Message = /* @__PURE__ */ message('history', 'labelAt', `When`)
