import { message, type Message } from '../../locale'

export const all: Message = /* @__PURE__ */ message('kit', 'all', `All`)
