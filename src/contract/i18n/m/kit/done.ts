import { message, type Message } from '../../locale'

export const done: Message = /* @__PURE__ */ message('kit', 'done', `Done`)
