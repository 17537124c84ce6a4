import { message, type Message } from '../../locale'

export const importBadFile: Message = /* @__PURE__ */ message('kit', 'importBadFile', `Invalid file key`)
