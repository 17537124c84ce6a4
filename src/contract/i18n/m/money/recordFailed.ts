import { message, type Message } from '../../locale'

export const recordFailed: Message = /* @__PURE__ */ message('money', 'recordFailed', `Could not record the adjustment`)
