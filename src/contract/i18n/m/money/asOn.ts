import { message, type Message } from '../../locale'

export const asOn: Message = /* @__PURE__ */ message('money', 'asOn', `As on`)
