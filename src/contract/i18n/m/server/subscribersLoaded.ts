import { message, type Message } from '../../locale'

export const subscribersLoaded: Message = /* @__PURE__ */ message('server', 'subscribersLoaded', `Subscribers loaded`)
