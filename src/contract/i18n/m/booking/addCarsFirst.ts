import { message, type Message } from '../../locale'

export const addCarsFirst: Message = /* @__PURE__ */ message('booking', 'addCarsFirst', `Add the cars you book and their fares first.`)
