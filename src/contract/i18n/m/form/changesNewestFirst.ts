import { message, type Message } from '../../locale'

export const changesNewestFirst: Message = /* @__PURE__ */ message('form', 'changesNewestFirst', `Changes, newest first`)
