import { message, type Message } from '../../locale'

export const carTypesTitle: Message = /* @__PURE__ */ message('booking', 'carTypesTitle', `Car types`)
