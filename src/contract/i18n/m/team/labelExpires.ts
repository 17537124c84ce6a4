import { message, type Message } from '../../locale'

export const labelExpires: Message = /* @__PURE__ */ message('team', 'labelExpires', `Expires`)
