import { message, type Message } from '../../locale'

export const newVersionReady: Message = /* @__PURE__ */ message('kit', 'newVersionReady', `A new version of the back office is ready.`)
