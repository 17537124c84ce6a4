import { message, type Message } from '../../locale'

export const brandLoaded: Message = /* @__PURE__ */ message('server', 'brandLoaded', `Brand loaded`)
