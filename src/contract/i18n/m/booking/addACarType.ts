import { message, type Message } from '../../locale'

export const addACarType: Message = /* @__PURE__ */ message('booking', 'addACarType', `Add a car type`)
