import { message, type Message } from '../../locale'

export const passwordRule: Message = /* @__PURE__ */ message('team', 'passwordRule', `Use at least 8 characters with a letter and a digit`)
