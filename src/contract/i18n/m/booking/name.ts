import { message, type Message } from '../../locale'

export const name: Message = /* @__PURE__ */ message('booking', 'name', `Name`)
