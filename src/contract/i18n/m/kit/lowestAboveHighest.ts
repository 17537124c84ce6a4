import { message, type Message } from '../../locale'

export const lowestAboveHighest: Message = /* @__PURE__ */ message('kit', 'lowestAboveHighest', `The lowest is above the highest.`)
