import { message, type Message } from '../../locale'

export const gridTwice: Message = /* @__PURE__ */ message('catalogue', 'gridTwice', `This variant is in the request twice.`)
