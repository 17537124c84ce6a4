import { message, type Message } from '../../locale'

export const loadingTour: Message = /* @__PURE__ */ message('booking', 'loadingTour', `Loading the tour`)
