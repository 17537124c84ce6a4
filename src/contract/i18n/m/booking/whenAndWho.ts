import { message, type Message } from '../../locale'

export const whenAndWho: Message = /* @__PURE__ */ message('booking', 'whenAndWho', `When and who`)
