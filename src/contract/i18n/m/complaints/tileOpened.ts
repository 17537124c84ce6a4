import { message, type Message } from '../../locale'

export const tileOpened: Message = /* @__PURE__ */ message('complaints', 'tileOpened', `Complaints opened`)
