import { message, type Message } from '../../locale'

export const nounTours: Message = /* @__PURE__ */ message('booking', 'nounTours', `tours`)
