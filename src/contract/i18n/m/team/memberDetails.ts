import { message, type Message } from '../../locale'

export const memberDetails: Message = /* @__PURE__ */ message('team', 'memberDetails', `Member`)
