import { message, type Message } from '../../locale'

export const choose: Message = /* @__PURE__ */ message('kit', 'choose', `Choose…`)
