import { message, type Message } from '../../locale'

export const factName: Message = /* @__PURE__ */ message('complaints', 'factName', `Name`)
