import { message, type Message } from '../../locale'

export const city: Message = /* @__PURE__ */ message('auth', 'city', `City`)
