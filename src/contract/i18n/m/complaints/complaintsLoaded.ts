import { message, type Message } from '../../locale'

export const complaintsLoaded: Message = /* @__PURE__ */ message('complaints', 'complaintsLoaded', `Complaints loaded`)
