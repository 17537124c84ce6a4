import { message, type Message } from '../../locale'

export const sessionSignedOut: Message = /* @__PURE__ */ message('team', 'sessionSignedOut', `You were signed out of this device from another session. Please log in again.`)
