import { message, type Message } from '../../locale'

export const statusPlanned: Message = /* @__PURE__ */ message('booking', 'statusPlanned', `Planned`)
