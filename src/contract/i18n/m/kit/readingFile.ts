import { message, type Message } from '../../locale'

export const readingFile: Message = /* @__PURE__ */ message('kit', 'readingFile', `Reading the file…`)
