import { message, type Message } from '../../locale'

export const actionUpdated: Message = /* @__PURE__ */ message('history', 'actionUpdated', `Changed`)
