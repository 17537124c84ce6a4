import { message, type Message } from '../../locale'

export const yourCarTypes: Message = /* @__PURE__ */ message('booking', 'yourCarTypes', `Your car types`)
