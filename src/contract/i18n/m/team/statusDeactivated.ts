import { message, type Message } from '../../locale'

export const statusDeactivated: Message = /* @__PURE__ */ message('team', 'statusDeactivated', `Deactivated`)
