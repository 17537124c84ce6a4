import { message, type Message } from '../../locale'

export const enterAmount: Message = /* @__PURE__ */ message('money', 'enterAmount', `Please enter the amount`)
