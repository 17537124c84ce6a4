import { message, type Message } from '../../locale'

export const nounTour: Message = /* @__PURE__ */ message('booking', 'nounTour', `tour`)
