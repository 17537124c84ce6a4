import { message, type Message } from '../../locale'

export const tour: Message = /* @__PURE__ */ message('booking', 'tour', `Tour`)
