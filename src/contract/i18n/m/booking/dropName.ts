import { message, type Message } from '../../locale'

export const dropName: Message = /* @__PURE__ */ message('booking', 'dropName', `Drop name`)
