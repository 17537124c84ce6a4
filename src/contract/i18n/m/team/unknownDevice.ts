import { message, type Message } from '../../locale'

export const unknownDevice: Message = /* @__PURE__ */ message('team', 'unknownDevice', `Unknown device`)
