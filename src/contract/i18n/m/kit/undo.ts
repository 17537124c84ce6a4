import { message, type Message } from '../../locale'

export const undo: Message = /* @__PURE__ */ message('kit', 'undo', `Undo`)
