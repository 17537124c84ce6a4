import { message, type Message } from '../../locale'

export const stockRowOne: Message = /* @__PURE__ */ message('catalogue', 'stockRowOne', `stock row`)
