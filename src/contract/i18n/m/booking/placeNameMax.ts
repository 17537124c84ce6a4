import { message, type Message } from '../../locale'

export const placeNameMax: Message = /* @__PURE__ */ message('booking', 'placeNameMax', `A place name must be at most 120 characters`)
