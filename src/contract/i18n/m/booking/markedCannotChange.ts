import { message, type Message } from '../../locale'

export const markedCannotChange: Message = /* @__PURE__ */ message('booking', 'markedCannotChange', `A marked stop cannot be changed back.`)
