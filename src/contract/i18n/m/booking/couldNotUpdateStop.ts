import { message, type Message } from '../../locale'

export const couldNotUpdateStop: Message = /* @__PURE__ */ message('booking', 'couldNotUpdateStop', `Could not update the stop`)
