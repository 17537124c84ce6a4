import { message, type Message } from '../../locale'

export const enterDropLng: Message = /* @__PURE__ */ message('booking', 'enterDropLng', `Please enter the drop longitude`)
