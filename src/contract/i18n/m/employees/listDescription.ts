import { message, type Message } from '../../locale'

export const listDescription: Message = /* @__PURE__ */ message('employees', 'listDescription', `Market-survey employees and the city regions they cover.`)
