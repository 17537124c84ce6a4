import { message, type Message } from '../../locale'

export const memberLoaded: Message = /* @__PURE__ */ message('team', 'memberLoaded', `Member loaded`)
