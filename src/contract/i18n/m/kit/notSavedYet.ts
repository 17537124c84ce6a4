import { message, type Message } from '../../locale'

export const notSavedYet: Message = /* @__PURE__ */ message('kit', 'notSavedYet', `Not saved for offline yet`)
