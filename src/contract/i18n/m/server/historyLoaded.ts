import { message, type Message } from '../../locale'

export const historyLoaded: Message = /* @__PURE__ */ message('server', 'historyLoaded', `History loaded`)
