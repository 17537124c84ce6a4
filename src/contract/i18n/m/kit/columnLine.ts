import { message, type Message } from '../../locale'

export const columnLine: Message = /* @__PURE__ */ message('kit', 'columnLine', `Line`)
