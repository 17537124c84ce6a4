import { message, type Message } from '../../locale'

export const tourNotFound: Message = /* @__PURE__ */ message('booking', 'tourNotFound', `Tour not found.`)
