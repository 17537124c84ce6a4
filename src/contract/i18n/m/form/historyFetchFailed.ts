import { message, type Message } from '../../locale'

export const historyFetchFailed: Message = /* @__PURE__ */ message('form', 'historyFetchFailed', `Failed to fetch the history`)
