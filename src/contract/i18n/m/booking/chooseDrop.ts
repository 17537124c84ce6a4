import { message, type Message } from '../../locale'

export const chooseDrop: Message = /* @__PURE__ */ message('booking', 'chooseDrop', `Please choose the drop`)
