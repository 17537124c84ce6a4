import { message, type Message } from '../../locale'

export const fieldType: Message = /* @__PURE__ */ message('complaints', 'fieldType', `Type`)
