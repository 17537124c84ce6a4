import { message, type Message } from '../../locale'

export const no: Message = /* @__PURE__ */ message('form', 'no', `No`)
