import { message, type Message } from '../../locale'

export const wrongLogin: Message = /* @__PURE__ */ message('server', 'wrongLogin', `Invalid email or password`)
