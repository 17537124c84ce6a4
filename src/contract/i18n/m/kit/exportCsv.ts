import { message, type Message } from '../../locale'

export const exportCsv: Message = /* @__PURE__ */ message('kit', 'exportCsv', `Export CSV`)
