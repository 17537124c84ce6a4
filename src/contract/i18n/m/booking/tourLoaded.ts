import { message, type Message } from '../../locale'

export const tourLoaded: Message = /* @__PURE__ */ message('booking', 'tourLoaded', `Tour loaded`)
