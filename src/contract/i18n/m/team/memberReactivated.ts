import { message, type Message } from '../../locale'

export const memberReactivated: Message = /* @__PURE__ */ message('team', 'memberReactivated', `Member reactivated`)
