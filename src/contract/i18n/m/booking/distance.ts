import { message, type Message } from '../../locale'

export const distance: Message = /* @__PURE__ */ message('booking', 'distance', `Distance`)
