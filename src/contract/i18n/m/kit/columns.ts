import { message, type Message } from '../../locale'

export const columns: Message = /* @__PURE__ */ message('kit', 'columns', `Columns`)
