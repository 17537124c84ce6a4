import { message, type Message } from '../../locale'

export const failedTour: Message = /* @__PURE__ */ message('booking', 'failedTour', `Failed to fetch the tour`)
