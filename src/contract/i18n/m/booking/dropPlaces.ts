import { message, type Message } from '../../locale'

export const dropPlaces: Message = /* @__PURE__ */ message('booking', 'dropPlaces', `Drop places`)
