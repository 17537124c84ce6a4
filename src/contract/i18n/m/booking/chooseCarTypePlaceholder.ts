import { message, type Message } from '../../locale'

export const chooseCarTypePlaceholder: Message = /* @__PURE__ */ message('booking', 'chooseCarTypePlaceholder', `Choose a car type`)
