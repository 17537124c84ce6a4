import { message, type Message } from '../../locale'

export const memberDeactivated: Message = /* @__PURE__ */ message('team', 'memberDeactivated', `Member deactivated and signed out everywhere`)
