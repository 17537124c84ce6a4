import { message, type Message } from '../../locale'

export const statusInProgress: Message = /* @__PURE__ */ message('booking', 'statusInProgress', `In progress`)
