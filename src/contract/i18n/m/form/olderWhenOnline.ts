import { message, type Message } from '../../locale'

export const olderWhenOnline: Message = /* @__PURE__ */ message('form', 'olderWhenOnline', `Older changes load when you are back online.`)
