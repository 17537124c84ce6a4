import { message, type Message } from '../../locale'

export const confirm: Message = /* @__PURE__ */ message('money', 'confirm', `Confirm`)
