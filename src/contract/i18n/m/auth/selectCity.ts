import { message, type Message } from '../../locale'

export const selectCity: Message = /* @__PURE__ */ message('auth', 'selectCity', `Select City`)
