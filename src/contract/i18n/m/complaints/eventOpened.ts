import { message, type Message } from '../../locale'

export const eventOpened: Message = /* @__PURE__ */ message('complaints', 'eventOpened', `Complaint opened`)
