import { message, type Message } from '../../locale'

export const stockRowChanged: Message = /* @__PURE__ */ message('server', 'stockRowChanged', `A stock row changed meanwhile.`)
