import { message, type Message } from '../../locale'

export const downloadCsvHint: Message = /* @__PURE__ */ message('kit', 'downloadCsvHint', `Download the matching rows as CSV`)
