import { message, type Message } from '../../locale'

export const labelAction: Message = /* @__PURE__ */ message('history', 'labelAction', `Action`)
