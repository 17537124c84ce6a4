import { message, type Message } from '../../locale'

export const net: Message = /* @__PURE__ */ message('money', 'net', `Net`)
