import { message, type Message } from '../../locale'

export const contactPerson: Message = /* @__PURE__ */ message('auth', 'contactPerson', `Contact person`)
