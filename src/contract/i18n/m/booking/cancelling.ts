import { message, type Message } from '../../locale'

export const cancelling: Message = /* @__PURE__ */ message('booking', 'cancelling', `Cancelling`)
