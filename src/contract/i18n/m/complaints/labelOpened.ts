import { message, type Message } from '../../locale'

export const labelOpened: Message = /* @__PURE__ */ message('complaints', 'labelOpened', `Opened`)
