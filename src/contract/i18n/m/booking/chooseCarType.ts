import { message, type Message } from '../../locale'

export const chooseCarType: Message = /* @__PURE__ */ message('booking', 'chooseCarType', `Please choose a car type`)
