import { message, type Message } from '../../locale'

export const fareNote: Message = /* @__PURE__ */ message('booking', 'fareNote', `. Paid from the organisation wallet when you book.`)
