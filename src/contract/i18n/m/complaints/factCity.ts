import { message, type Message } from '../../locale'

export const factCity: Message = /* @__PURE__ */ message('complaints', 'factCity', `City`)
