import { message, type Message } from '../../locale'

export const carTypesLoaded: Message = /* @__PURE__ */ message('booking', 'carTypesLoaded', `Car types loaded`)
