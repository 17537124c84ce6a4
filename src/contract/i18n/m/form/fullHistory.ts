import { message, type Message } from '../../locale'

export const fullHistory: Message = /* @__PURE__ */ message('form', 'fullHistory', `Full history`)
