import { message, type Message } from '../../locale'

export const carTypesText: Message = /* @__PURE__ */ message('booking', 'carTypesText', `The cars you book rides in and what each costs.`)
