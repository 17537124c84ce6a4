import { message, type Message } from '../../locale'

export const baseFare: Message = /* @__PURE__ */ message('booking', 'baseFare', `Base fare`)
