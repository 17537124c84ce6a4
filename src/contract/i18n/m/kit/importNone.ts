import { message, type Message } from '../../locale'

export const importNone: Message = /* @__PURE__ */ message('kit', 'importNone', `The file has no rows.`)
