import { message, type Message } from '../../locale'

export const enterDropLat: Message = /* @__PURE__ */ message('booking', 'enterDropLat', `Please enter the drop latitude`)
