import { message, type Message } from '../../locale'

export const cityHint: Message = /* @__PURE__ */ message('booking', 'cityHint', `Known places are searched in this city`)
