import { message, type Message } from '../../locale'

export const columnColumn: Message = /* @__PURE__ */ message('kit', 'columnColumn', `Column`)
