import { message, type Message } from '../../locale'

export const loadingHistory: Message = /* @__PURE__ */ message('form', 'loadingHistory', `Loading the history`)
