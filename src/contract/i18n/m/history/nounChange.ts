import { message, type Message } from '../../locale'

export const nounChange: Message = /* @__PURE__ */ message('history', 'nounChange', `change`)
