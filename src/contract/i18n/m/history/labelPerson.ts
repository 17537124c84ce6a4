import { message, type Message } from '../../locale'

export const labelPerson: Message = /* @__PURE__ */ message('history', 'labelPerson', `Person`)
