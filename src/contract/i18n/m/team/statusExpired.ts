import { message, type Message } from '../../locale'

export const statusExpired: Message = /* @__PURE__ */ message('team', 'statusExpired', `Expired`)
