import { message, type Message } from '../../locale'

export const importLines: Message = /* @__PURE__ */ message('kit', 'importLines', `Send one line number per row.`)
