import { message, type Message } from '../../locale'

export const enterReason: Message = /* @__PURE__ */ message('money', 'enterReason', `Please enter a reason`)
