import { message, type Message } from '../../locale'

export const enterBaseFare: Message = /* @__PURE__ */ message('booking', 'enterBaseFare', `Please enter the base fare`)
