import { message, type Message } from '../../locale'

export const active: Message = /* @__PURE__ */ message('kit', 'active', `Active`)
