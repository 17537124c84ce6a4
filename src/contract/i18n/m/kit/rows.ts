import { message, type Message } from '../../locale'

export const rows: Message = /* @__PURE__ */ message('kit', 'rows', `Rows`)
