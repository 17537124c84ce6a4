import { message, type Message } from '../../locale'

export const offlineCopy: Message = /* @__PURE__ */ message('kit', 'offlineCopy', `Offline copy`)
