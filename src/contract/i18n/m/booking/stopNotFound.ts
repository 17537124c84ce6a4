import { message, type Message } from '../../locale'

export const stopNotFound: Message = /* @__PURE__ */ message('booking', 'stopNotFound', `Stop not found.`)
