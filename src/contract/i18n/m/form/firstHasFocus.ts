import { message, type Message } from '../../locale'

export const firstHasFocus: Message = /* @__PURE__ */ message('form', 'firstHasFocus', `The first one has the focus.`)
