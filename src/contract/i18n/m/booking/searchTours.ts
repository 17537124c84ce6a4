import { message, type Message } from '../../locale'

export const searchTours: Message = /* @__PURE__ */ message('booking', 'searchTours', `Search tours, drivers and vehicles`)
