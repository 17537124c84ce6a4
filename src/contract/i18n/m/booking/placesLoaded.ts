import { message, type Message } from '../../locale'

export const placesLoaded: Message = /* @__PURE__ */ message('booking', 'placesLoaded', `Places loaded`)
