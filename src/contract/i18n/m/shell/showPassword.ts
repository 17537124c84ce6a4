import { message, type Message } from '../../locale'

export const showPassword: Message = /* @__PURE__ */ message('shell', 'showPassword', `Show password`)
