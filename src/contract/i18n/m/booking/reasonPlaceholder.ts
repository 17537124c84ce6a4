import { message, type Message } from '../../locale'

export const reasonPlaceholder: Message = /* @__PURE__ */ message('booking', 'reasonPlaceholder', `Reason it failed`)
